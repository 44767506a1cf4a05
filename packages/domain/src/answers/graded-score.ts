/**
 * A lesson's result counted on its graded questions only (docs/content.md, "Graded questions,
 * explanations and scores"): the pass mark is 70% of the graded questions; introductions,
 * dialogues, phrase sets and pronunciation do not count; a graded question skipped or never
 * answered counts wrong. XP stays as spec 01 §9 has it: 5 per correct exercise or completed step,
 * plus the pass bonus, here floor(graded right / graded total * 15).
 */
import type { Exercise, LessonResult } from '../lessons';
import { isPassing, passBonusXp } from '../lessons/scoring';
import { XP_PER_CORRECT_EXERCISE } from '../lessons/xp';
import { isGradedExercise } from './exercise-kinds';

export interface GradedLessonResult extends LessonResult {
  /** Graded questions answered right (or almost right): what the result screen shows as "right". */
  correct: number;
  /** Graded questions of the lesson, answered or not: the result screen's "total". */
  total: number;
  /** Steps that earned 5 XP: right answers plus completed practice steps. */
  xpSteps: number;
}

/**
 * `rightIds`: the exercises answered right, almost right, or (for practice steps) completed.
 * Ids not in the lesson are ignored; each id counts once.
 */
export function gradedLessonResult(
  exercises: readonly Pick<Exercise, 'id' | 'type'>[],
  rightIds: Iterable<string>,
): GradedLessonResult {
  const right = new Set(rightIds);
  const inLesson = exercises.filter((e, i) => exercises.findIndex((x) => x.id === e.id) === i);
  const graded = inLesson.filter(isGradedExercise);
  const gradedRight = graded.filter((e) => right.has(e.id)).length;
  const xpSteps = inLesson.filter((e) => right.has(e.id)).length;
  // A lesson without a graded question (the content check forbids it) passes when every step is done.
  const passed = graded.length > 0 ? isPassing(gradedRight, graded.length) : xpSteps === inLesson.length;
  const bonusXp = passed
    ? graded.length > 0
      ? passBonusXp(gradedRight, graded.length)
      : passBonusXp(xpSteps, inLesson.length)
    : 0;
  return {
    passed,
    correct: gradedRight,
    total: graded.length,
    bonusXp,
    xpEarned: passed ? xpSteps * XP_PER_CORRECT_EXERCISE + bonusXp : 0,
    xpSteps,
  };
}

/** Graded questions of a lesson: the number the content check asks at least 5 of. */
export function gradedQuestionCount(exercises: readonly Pick<Exercise, 'type'>[]): number {
  return exercises.filter(isGradedExercise).length;
}
