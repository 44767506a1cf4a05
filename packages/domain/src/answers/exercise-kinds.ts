/**
 * Which exercises are graded questions, and how the learner answers each (content/README.md,
 * "Graded questions, explanations and scores"). Introductions, dialogues, phrase sets and
 * pronunciation (a self-check without a speech recogniser) are practice: they never count toward
 * the pass mark.
 */
import type { Exercise } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { answerText } from './normalise';

/** Questions with an answer the app can check; the pass mark counts these only. */
export const GRADED_EXERCISE_TYPES: ReadonlySet<string> = new Set([
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'fill_blank',
  'fill_in_blank',
  'matching',
  'sentence_building',
  'dictation',
]);

/** Types a learner reads, listens to or says, never graded. */
export const PRACTICE_EXERCISE_TYPES: ReadonlySet<string> = new Set([
  'vocabulary_introduction',
  'grammar_introduction',
  'conversation_practice',
  'phrase_practice',
  'pronunciation',
]);

/**
 * How the learner answers: picks an option, types (fill-ins without options, dictation, questions
 * with answer_mode typed), builds from word tiles, matches pairs, says it aloud, or just reads.
 */
export type ResponseKind = 'pick' | 'typed' | 'built' | 'match' | 'say' | 'read';

export function isGradedExercise(exercise: Pick<Exercise, 'type'>): boolean {
  // Unknown types are played as multiple_choice (spec 01 §2), so they are graded like it.
  return GRADED_EXERCISE_TYPES.has(exercise.type) || !PRACTICE_EXERCISE_TYPES.has(exercise.type);
}

export function responseKind(exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode'>): ResponseKind {
  switch (exercise.type) {
    case 'vocabulary_introduction':
    case 'grammar_introduction':
    case 'conversation_practice':
    case 'phrase_practice':
      return 'read';
    case 'pronunciation':
      return 'say';
    case 'matching':
      return 'match';
    case 'sentence_building':
      return 'built';
    case 'dictation':
      return 'typed';
    case 'fill_blank':
    case 'fill_in_blank':
      return exercise.answer_mode === 'typed' || !exercise.options?.length ? 'typed' : 'pick';
    case 'english_to_somali':
      return exercise.answer_mode === 'typed' ? 'typed' : 'pick';
    default:
      // The other types answer in English or by choice: answer_mode does not apply (the content check says so).
      return 'pick';
  }
}

/** Typed or built from tiles: the learner produces the Somali, not just recognises it. */
export function isProducedAnswer(exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode'>): boolean {
  const kind = responseKind(exercise);
  return kind === 'typed' || kind === 'built';
}

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
