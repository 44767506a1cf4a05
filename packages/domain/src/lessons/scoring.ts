import type { Exercise } from './lesson.schemas';
import { normaliseExerciseType } from './exercise-order';
import { PASS_BONUS_MAX_XP, PASS_THRESHOLD_RATIO, PHRASE_ONLY_LESSON_XP, XP_PER_CORRECT_EXERCISE } from './xp';

/**
 * Lesson result and XP (spec 01 §4 "Lesson play", §9). Every exercise of a lesson is counted;
 * an introduction or reading step completed with Next counts as correct.
 */

export interface LessonResult {
  passed: boolean;
  correct: number;
  total: number;
  /** floor(correct / total * 15) when passed, else 0. */
  bonusXp: number;
  /** 5 per correct (or completed introduction) exercise plus the bonus when passed, else 0. */
  xpEarned: number;
}

export function passBonusXp(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(correct, total) / total) * PASS_BONUS_MAX_XP);
}

export function isPassing(correct: number, total: number): boolean {
  return total > 0 && correct / total >= PASS_THRESHOLD_RATIO;
}

export function lessonResult(correct: number, total: number): LessonResult {
  const c = Math.max(0, Math.min(correct, total));
  const passed = isPassing(c, total);
  const bonusXp = passed ? passBonusXp(c, total) : 0;
  return { passed, correct: c, total, bonusXp, xpEarned: passed ? c * XP_PER_CORRECT_EXERCISE + bonusXp : 0 };
}

/** A lesson made only of phrase_practice exercises completes at its end with 10 XP. */
export function isPhraseOnlyLesson(exercises: readonly Pick<Exercise, 'type'>[]): boolean {
  return exercises.length > 0 && exercises.every((e) => normaliseExerciseType(e.type) === 'phrase_practice');
}

/** The most XP one attempt at this lesson can earn; the server refuses claims above it. */
export function maxLessonXp(exercises: readonly Pick<Exercise, 'type'>[]): number {
  if (exercises.length === 0) return 0;
  if (isPhraseOnlyLesson(exercises)) return PHRASE_ONLY_LESSON_XP;
  return exercises.length * XP_PER_CORRECT_EXERCISE + PASS_BONUS_MAX_XP;
}
