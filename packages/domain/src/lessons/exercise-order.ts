import type { Exercise } from './lesson.schemas';

/**
 * Exercise ordering and type normalisation (spec 01 §2 "Exercise types", §4 "Lesson play").
 */

export type PlayableExerciseType =
  | 'multiple_choice'
  | 'english_to_somali'
  | 'somali_to_english'
  | 'listening_comprehension'
  | 'fill_blank'
  | 'matching'
  | 'pronunciation'
  | 'vocabulary_introduction'
  | 'grammar_introduction'
  | 'conversation_practice'
  | 'phrase_practice';

const KNOWN: ReadonlySet<string> = new Set<PlayableExerciseType>([
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'fill_blank',
  'matching',
  'pronunciation',
  'vocabulary_introduction',
  'grammar_introduction',
  'conversation_practice',
  'phrase_practice',
]);

/** fill_in_blank is another spelling of fill_blank; unknown types are played as multiple_choice. */
export function normaliseExerciseType(type: string): PlayableExerciseType {
  if (type === 'fill_in_blank') return 'fill_blank';
  return KNOWN.has(type) ? (type as PlayableExerciseType) : 'multiple_choice';
}

/** Steps the learner reads or listens to and advances with Next. */
export const READING_EXERCISE_TYPES: ReadonlySet<PlayableExerciseType> = new Set([
  'vocabulary_introduction',
  'grammar_introduction',
  'conversation_practice',
  'phrase_practice',
]);

export function isReadingExercise(type: string): boolean {
  return READING_EXERCISE_TYPES.has(normaliseExerciseType(type));
}

/** Fisher-Yates shuffle with an injectable random source in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Core exercises first, in their order; then the non-core ones shuffled. */
export function orderExercises<T extends Pick<Exercise, 'id' | 'is_core'>>(
  exercises: readonly T[],
  random: () => number = Math.random,
): T[] {
  const core = exercises.filter((e) => e.is_core === true);
  const rest = exercises.filter((e) => e.is_core !== true);
  return [...core, ...shuffle(rest, random)];
}

/**
 * Applies a saved order (a list of exercise ids) when it is still a permutation of the
 * lesson's exercises; otherwise null (the lesson changed: make a new order).
 */
export function applySavedOrder<T extends Pick<Exercise, 'id'>>(
  exercises: readonly T[],
  savedIds: unknown,
): T[] | null {
  if (!Array.isArray(savedIds) || savedIds.length !== exercises.length) return null;
  const byId = new Map(exercises.map((e) => [e.id, e]));
  if (byId.size !== exercises.length) return null;
  const out: T[] = [];
  const seen = new Set<string>();
  for (const id of savedIds) {
    if (typeof id !== 'string' || seen.has(id)) return null;
    const e = byId.get(id);
    if (!e) return null;
    seen.add(id);
    out.push(e);
  }
  return out;
}

/** Progress percent sent on every exercise change: index over total, rounded. */
export function progressPercent(index: number, total: number): number {
  if (total <= 0) return 0;
  const clamped = Math.min(Math.max(index, 0), total);
  return Math.round((clamped / total) * 100);
}
