import { BookOpen, MessageCircle, Puzzle } from 'lucide-react';
import { SectionHeading } from './section-heading';

const LEVELS = [
  { code: 'A1', title: 'Beginner 1', text: 'Greetings, family, numbers and the words of home.' },
  { code: 'A2', title: 'Beginner 2', text: 'Shopping, time, travel and describing people.' },
  { code: 'B1', title: 'Intermediate 1', text: 'Telling stories, making plans, giving opinions.' },
  { code: 'B2', title: 'Intermediate 2', text: 'Longer conversations, work and the news.' },
  { code: 'C1', title: 'Advanced 1', text: 'Idioms, nuance and formal Somali.' },
  { code: 'C2', title: 'Advanced 2', text: 'Poetry, proverbs and anything you choose.' },
] as const;

const KINDS = [
  { title: 'Vocabulary', text: 'Words with audio, pictures and quick checks.', Icon: BookOpen },
  { title: 'Grammar', text: 'How Somali sentences fit together, one pattern at a time.', Icon: Puzzle },
  { title: 'Phrases', text: 'Ready-to-use expressions and short dialogues.', Icon: MessageCircle },
] as const;

/** "The Complete Learning Path": CEFR levels A1 to C2 and the three kinds of lessons. */
export function LearningPathSection() {
  return (
    <section aria-labelledby="learning-path-title" className="render-near-view bg-ocean-50">
      <div className="mx-auto max-w-page px-4 py-section sm:px-6">
        <SectionHeading id="learning-path-title" eyebrow="Six levels" title="The Complete Learning Path">
          Lessons follow the Common European Framework of Reference (CEFR), the scale used for languages around the
          world, so you always know where you stand. We are still adding lessons to the higher levels during beta.
        </SectionHeading>
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LEVELS.map((level) => (
            <li key={level.code} className="flex gap-4 rounded-card border border-ocean-100 bg-white p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-control bg-ocean-600 font-bold text-white">
                {level.code}
              </span>
              <div>
                <h3 className="font-sans text-lg font-bold text-ink-900">{level.title}</h3>
                <p className="text-ink-700">{level.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-14 text-center text-2xl font-bold text-ink-900">Three kinds of lessons at every level</h3>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {KINDS.map(({ title, text, Icon }) => (
            <li key={title} className="flex items-start gap-3 rounded-card bg-white p-5">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-clay-600" />
              <div>
                <p className="font-bold text-ink-900">{title}</p>
                <p className="text-ink-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
