/**
 * The word tiles of sentence building and the word bank of typed questions (content/README.md,
 * "Graded questions"): apart from exercise-kinds.ts, so that telling how an exercise is answered
 * does not need the answer comparison.
 */
import type { Exercise } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { answerText } from './normalise';

const EDGE_PUNCTUATION = /^[.,?!;:"()“”«»…]+|[.,?!;:"()“”«»…]+$/g;

/** The words of a Somali answer as tiles: split on spaces, punctuation at the edges dropped. */
export function answerWords(answer: string): string[] {
  return answer
    .split(/\s+/)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w.length > 0);
}

/** sentence_building: the tiles to order (the exercise's `tiles`, else the answer's words), shuffled. */
export function sentenceTiles(
  exercise: Pick<Exercise, 'tiles' | 'correct_answer'>,
  random: () => number = Math.random,
): string[] {
  const tiles = exercise.tiles?.length ? exercise.tiles : answerWords(exercise.correct_answer ?? '');
  return shuffle(tiles, random);
}

/** The answer a learner built: the chosen tiles in order, one space apart. */
export function builtAnswer(tiles: readonly string[]): string {
  return tiles.join(' ');
}

/** A typed question's word bank (a help the learner may open): every word of its options, once, shuffled. */
export function wordBank(
  exercise: Pick<Exercise, 'options' | 'correct_answer' | 'tiles'>,
  random: () => number = Math.random,
): string[] {
  const texts = [
    exercise.correct_answer ?? '',
    ...(exercise.tiles ?? []),
    ...(exercise.options ?? []).map((o) => (typeof o === 'string' ? o : o.text)),
  ];
  const seen = new Map<string, string>();
  for (const w of texts.flatMap(answerWords)) if (!seen.has(answerText(w))) seen.set(answerText(w), w);
  return shuffle([...seen.values()], random);
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
