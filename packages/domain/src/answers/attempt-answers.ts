import type { Exercise } from '../lessons/lesson.schemas';
import { matchingPairs } from '../lessons/answer';
import type { AttemptAnswer } from '../progress/progress.schemas';
import { answerContextFor } from './answer-support';
import { checkAnswer, expectedAnswers, isAccepted, sameAnswer } from './check-answer';
import { isGradedExercise, isProducedAnswer, responseKind } from './exercise-kinds';
import { allMatchesCorrect } from './match';

export interface CheckedAnswer {
  correct: boolean;
  /**
   * 'Almost — watch the spelling: …' after a typo, the standard form after a southern spelling, or
   * after a wrong answer the ending missed ('Check the ending: the subject takes -u').
   */
  message?: string;
}

/**
 * Checks the answer of a question, in the player and on the server alike: a typed or built answer
 * with the full check (accepted answers, particles, southern spellings with the lesson's
 * `answer_support`, one forgiven typo); a picked one against the correct and accepted answers.
 */
export function checkExerciseAnswer(exercise: Exercise, value: string): CheckedAnswer {
  if (!isProducedAnswer(exercise)) {
    return { correct: expectedAnswers(exercise).some((expected) => sameAnswer(value, expected)) };
  }
  const verdict = checkAnswer(value, exercise, answerContextFor(exercise));
  const message = verdict.kind === 'wrong' ? verdict.hint : verdict.message;
  return { correct: isAccepted(verdict), ...(message ? { message } : {}) };
}

/** Whether one answer is right for its exercise (matching: every pair; the rest: checkExerciseAnswer). */
export function isRightAnswer(exercise: Exercise, answer: AttemptAnswer['answer']): boolean {
  if (responseKind(exercise) === 'match') {
    return typeof answer === 'object' && allMatchesCorrect(matchingPairs(exercise), answer);
  }
  return typeof answer === 'string' && checkExerciseAnswer(exercise, answer).correct;
}

/**
 * Perfect Lesson (docs/learning.md): every graded question of the lesson answered right at the
 * first try, judged from the attempt's first answers. A graded question without an answer is not
 * right; answers to other exercises are ignored.
 */
export function isPerfectAttempt(exercises: readonly Exercise[], answers: readonly AttemptAnswer[]): boolean {
  const first = new Map<string, AttemptAnswer['answer']>();
  for (const a of answers) if (!first.has(a.exercise_id)) first.set(a.exercise_id, a.answer);
  const graded = exercises.filter(isGradedExercise);
  return (
    graded.length > 0 &&
    graded.every((e) => {
      const answer = first.get(e.id);
      return answer !== undefined && isRightAnswer(e, answer);
    })
  );
}
