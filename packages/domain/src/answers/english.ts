/**
 * English typed answers (the meaning of a Somali text typed in English): compared with case,
 * punctuation and apostrophe variants folded, contractions expanded (I'm = I am, don't = do not)
 * and the articles a, an and the left out, since Somali has no separate article to translate.
 */

/** Contractions and their long forms, lowercase, apostrophes written '. */
const CONTRACTED: Readonly<Record<string, string>> = {
  "i'm": 'i am',
  "you're": 'you are',
  "we're": 'we are',
  "they're": 'they are',
  "he's": 'he is',
  "she's": 'she is',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "what's": 'what is',
  "where's": 'where is',
  "who's": 'who is',
  "how's": 'how is',
  "here's": 'here is',
  "let's": 'let us',
  "i've": 'i have',
  "you've": 'you have',
  "we've": 'we have',
  "they've": 'they have',
  "i'll": 'i will',
  "you'll": 'you will',
  "he'll": 'he will',
  "she'll": 'she will',
  "it'll": 'it will',
  "we'll": 'we will',
  "they'll": 'they will',
  "i'd": 'i would',
  "you'd": 'you would',
  "he'd": 'he would',
  "she'd": 'she would',
  "we'd": 'we would',
  "they'd": 'they would',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "hadn't": 'had not',
  "won't": 'will not',
  "wouldn't": 'would not',
  "can't": 'can not',
  cannot: 'can not',
  "couldn't": 'could not',
  "shouldn't": 'should not',
  "mustn't": 'must not',
};

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** The words of an English answer as they compare: lowercase, contractions expanded, no articles. */
export function englishTokens(value: string): string[] {
  const words = value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.flatMap((w) => (CONTRACTED[w] ?? w.replace(/'/g, '')).split(' ')).filter((w) => w && !ARTICLES.has(w));
}

/** One string per English answer: two answers with one key are the same answer. */
export function englishKey(value: string): string {
  return englishTokens(value).join(' ');
}
