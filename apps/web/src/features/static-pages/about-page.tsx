import { Link } from 'react-router';
import { StaticPage } from './components/static-page';

/** Attribution lines of the open data Hadal's lessons are built from. Keep them word for word. */
export const DATA_SOURCES = [
  'Somali–English glosses from Wiktionary (en.wiktionary.org), CC BY-SA; extracted via kaikki.org and Yusuf-dream/lingua-pruefen.',
  'Sentences from Tatoeba (tatoeba.org), CC BY 2.0 FR.',
  'NTREX-128 (Federmann, Kocmi & Xin, 2022), Microsoft, CC BY-SA 4.0.',
  'Word frequencies computed from Somali Wikipedia (so.wikipedia.org), CC BY-SA 4.0.',
] as const;

export const AUDIO_ATTRIBUTION =
  'Lesson audio is synthesised by eSpeak NG (GPL-3.0) as a computer voice unless a native recording exists.';

export function AboutPage() {
  return (
    <StaticPage
      title="About Hadal"
      intro={
        <p>
          <span lang="so">Hadal</span> means “speech” in Somali. We built it for everyone who wants to speak the
          language: heritage learners who grew up hearing Somali at home, parents who want their children to keep it,
          and anyone who simply loves the language.
        </p>
      }
    >
      <h2>Why Hadal exists</h2>
      <p>
        Many children of Somali families around the world understand their parents and grandparents but answer in
        English. Somali deserves good, patient tools, and learners deserve lessons that start from the Somali they
        already have at home. Hadal offers short, self-paced lessons in vocabulary, grammar and phrases, organised by
        CEFR level from A1 to C2, with daily streaks, XP and an active recall review.
      </p>
      <p>
        Families can learn together: a parent account can create a profile for each child, follow their progress, and
        continue learning as the child when they practise side by side.
      </p>

      <h2>How our lessons are made</h2>
      <p>
        <strong>Hadal's lessons are AI-generated.</strong> They are drafted with the help of AI from open Somali
        dictionaries and sentence collections, then checked by our content tools. They can still contain mistakes,
        unusual wording or spellings that differ from the Somali spoken in your family or region.
      </p>
      <p>
        Please use Hadal as a <strong>starting point before human teachers</strong>, not instead of them. The foundation
        you build here is meant to carry you into real conversations with family, community and teachers, which is where
        a language truly lives. If you spot an error, use “Report a problem” in any lesson and we will fix it.
      </p>

      <h2>About the audio</h2>
      <p>
        {AUDIO_ATTRIBUTION} A computer voice gives you a fair idea of the sounds of Somali, but it is not a native
        speaker: whenever you can, listen to the people around you, too.
      </p>

      <h2>Data sources</h2>
      <p>Hadal's lessons are built with the help of these open resources. We are grateful to everyone who made them.</p>
      <ul>
        {DATA_SOURCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{AUDIO_ATTRIBUTION}</li>
      </ul>
      <p>
        Material under a share-alike licence remains under that licence. Read how we handle your information in our{' '}
        <Link to="/privacy">Privacy Policy</Link> and the rules of the service in our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    </StaticPage>
  );
}
