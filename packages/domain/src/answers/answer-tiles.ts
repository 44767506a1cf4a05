/**
 * The word tiles of sentence building and the word bank of typed questions (docs/content.md,
 * "Graded questions"): apart from exercise-kinds.ts, so that telling how an exercise is answered
 * does not need the answer comparison.
 */
import type { Exercise } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { answerText } from './normalise';
import { isOneEdit } from './typo';

const EDGE_PUNCTUATION = /^[.,?!;:"()“”«»…]+|[.,?!;:"()“”«»…]+$/g;

/** The words of a Somali answer as tiles: split on spaces, punctuation at the edges dropped. */
export function answerWords(answer: string): string[] {
  return answer
    .split(/\s+/)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w.length > 0);
}

/** sentence_building: the tiles to order, in the order written: the exercise's `tiles`, else the answer's words. */
export function sentenceTileWords(exercise: Pick<Exercise, 'tiles' | 'correct_answer'>): string[] {
  return exercise.tiles?.length ? [...exercise.tiles] : answerWords(exercise.correct_answer ?? '');
}

/** sentence_building: the tiles to order (sentenceTileWords), shuffled. */
export function sentenceTiles(
  exercise: Pick<Exercise, 'tiles' | 'correct_answer'>,
  random: () => number = Math.random,
): string[] {
  return shuffle(sentenceTileWords(exercise), random);
}

/** The answer a learner built: the chosen tiles in order, one space apart. */
export function builtAnswer(tiles: readonly string[]): string {
  return tiles.join(' ');
}

/**
 * A typed question's word bank (a help the learner may open): every word of its answer, tiles and
 * options, plus near misses, the real words one letter away from a word of the answer that the
 * server attached (`answer_support.confusable_words`: ninka beside ninku), once each, shuffled.
 * So the bank asks the learner to choose, and typing is never just tapping.
 */
export function wordBank(
  exercise: Pick<Exercise, 'options' | 'correct_answer' | 'tiles' | 'answer_support'>,
  random: () => number = Math.random,
): string[] {
  const texts = [
    exercise.correct_answer ?? '',
    ...(exercise.tiles ?? []),
    ...(exercise.options ?? []).map((o) => (typeof o === 'string' ? o : o.text)),
    ...(exercise.answer_support?.confusable_words ?? []),
  ];
  const seen = new Map<string, string>();
  for (const w of texts.flatMap(answerWords)) if (!seen.has(answerText(w))) seen.set(answerText(w), w);
  return shuffle([...seen.values()], random);
}

/**
 * The near misses of a word list against an answer: words that are not words of the answer but
 * look like one of them, one edit away or the same stem with another ending (ninka, ninku).
 */
export function nearMisses(words: readonly string[], answer: string): string[] {
  const answerKeys = answerWords(answer).map(answerText);
  const looksLike = (w: string) =>
    answerKeys.some((a) => isOneEdit(w, a) || (a.length >= 4 && w.length >= 4 && w.slice(0, 3) === a.slice(0, 3)));
  return words.filter((w) => !answerKeys.includes(answerText(w)) && looksLike(answerText(w)));
}

/** True when `tiles` holds every word of `answer` (as a multiset, compared as answers are). */
export function tilesCoverAnswer(tiles: readonly string[], answer: string): boolean {
  const pool = new Map<string, number>();
  for (const t of tiles) pool.set(answerText(t), (pool.get(answerText(t)) ?? 0) + 1);
  for (const w of answerWords(answer)) {
    const k = answerText(w);
    const n = pool.get(k) ?? 0;
    if (n === 0) return false;
    pool.set(k, n - 1);
  }
  return true;
}
