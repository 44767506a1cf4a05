import type { NormalisedPair } from '../lessons/answer';
import { answerKey } from './normalise';

/**
 * The plain comparison of an answer with one expected answer: case, punctuation, apostrophe
 * variants, spaces and the joined/split particle forms are folded (answers/normalise.ts). The full
 * check of typed answers, with accepted answers, southern spellings and typos, is `checkAnswer`.
 */
export function answersMatch(given: string, expected: string | undefined | null): boolean {
  if (expected == null) return false;
  const g = answerKey(given);
  return g.length > 0 && g === answerKey(expected);
}

/** True when every left term is paired with its own right term. */
export function allMatchesCorrect(pairs: readonly NormalisedPair[], chosen: Readonly<Record<string, string>>): boolean {
  return (
    pairs.length > 0 && pairs.every((p) => chosen[p.left] !== undefined && answersMatch(chosen[p.left] ?? '', p.right))
  );
}
