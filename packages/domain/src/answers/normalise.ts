/**
 * The form an answer is compared in (docs/content.md, "Answers"): Unicode-folded, lowercase,
 * without apostrophes of any kind (’ ' ʼ ‘ or none at all are one spelling), without punctuation,
 * single spaces; a hyphen inside a word joins its halves (adigu-na = adiguna).
 * Then the known joined and split particle forms are made one (see particles.ts).
 */
import { joinParticles } from './particles';

/** Every way a learner or a keyboard writes the Somali glottal stop. */
const APOSTROPHES = /['’‘ʼʻ`´]/g;
/** A hyphen or dash between two letters: the two halves are one word. */
const INNER_HYPHEN = /(\p{L})[-‐‑](?=\p{L})/gu;
/** Everything that is not a letter, a digit or a space. */
const NOT_WORD = /[^\p{L}\p{N}\s]/gu;

/** The answer as one lowercase string of words: no apostrophes, punctuation or extra spaces. */
export function answerText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(INNER_HYPHEN, '$1')
    .replace(NOT_WORD, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of an answer, particles joined the one way (inuu, not in uu). */
export function answerTokens(value: string): string[] {
  const text = answerText(value);
  return text ? joinParticles(text.split(' ')) : [];
}

/** One string per spelling of an answer: two answers with one key are the same answer. */
export function answerKey(value: string): string {
  return answerTokens(value).join(' ');
}

/** How many letters a word has (apostrophes and digits aside): the typo rule needs 4 or more. */
export function letterCount(word: string): number {
  return [...answerText(word)].filter((c) => /\p{L}/u.test(c)).length;
}
