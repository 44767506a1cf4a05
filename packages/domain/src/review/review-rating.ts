import { answersMatch } from '../answers/match';
import { audioKeyStem } from '../content';
import { CORRECT_RATING_MIN, REVIEW_XP_BY_RATING } from './review.constants';

/**
 * Rules of one rating (spec 02 §4 "Review XP", ARCHITECTURE.md "spaced repetition"): what counts as
 * correct, the XP it earns and the FSRS grade it schedules with.
 */

/** The four FSRS grades. */
export type FsrsGrade = 'again' | 'hard' | 'good' | 'easy';

export function isCorrectRating(quality: number): boolean {
  return quality >= CORRECT_RATING_MIN;
}

/** XP for a rating: 4, 6 or 8 for 3, 4 and 5; nothing below 3. */
export function reviewXp(quality: number): number {
  return REVIEW_XP_BY_RATING[quality] ?? 0;
}

/** Forgot 0 (and 1) → Again, Hard 2 → Hard, Good 3 → Good, Easy 4 or 5 → Easy. */
export function fsrsGradeFor(quality: number): FsrsGrade {
  if (quality >= 4) return 'easy';
  if (quality === 3) return 'good';
  if (quality === 2) return 'hard';
  return 'again';
}

export interface TypedAnswerCheck {
  correct: boolean;
  /** The rating the check suggests: Good when right, Forgot when not. */
  suggestedRating: 0 | 3;
}

/**
 * A typed answer checked by the course's answer checker; punctuation alone (a missing question
 * mark or glottal-stop apostrophe) does not make it wrong.
 */
export function checkTypedAnswer(typed: string, answer: string): TypedAnswerCheck {
  const stem = audioKeyStem(typed);
  const correct = answersMatch(typed, answer) || (stem.length > 0 && stem === audioKeyStem(answer));
  return { correct, suggestedRating: correct ? 3 : 0 };
}

/** Share of correct ratings as a percentage with one decimal; 0 when there were none. */
export function accuracyPercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(correct, total) / total) * 1000) / 10;
}
