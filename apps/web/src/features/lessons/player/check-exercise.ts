import {
  allMatchesCorrect,
  answerContextFor,
  checkAnswer,
  expectedAnswers,
  isAccepted,
  isProducedAnswer,
  sameAnswer,
  type Exercise,
} from '@hadal/domain';

export { allMatchesCorrect };

export interface CheckedAnswer {
  correct: boolean;
  /**
   * 'Almost — watch the spelling: …' after a typo, the standard form after a southern spelling, or
   * after a wrong answer the ending missed ('Check the ending: the subject takes -u').
   */
  message?: string;
}

/**
 * Checks the answer of a question with the domain's rules, the same as the server's: a typed or
 * built answer with the full check (accepted answers, particles, southern spellings with the
 * lesson's `answer_support`, one forgiven typo); a picked one against the correct and accepted answers.
 */
export function checkExerciseAnswer(exercise: Exercise, value: string): CheckedAnswer {
  if (!isProducedAnswer(exercise)) {
    return { correct: expectedAnswers(exercise).some((expected) => sameAnswer(value, expected)) };
  }
  const verdict = checkAnswer(value, exercise, answerContextFor(exercise));
  const message = verdict.kind === 'wrong' ? verdict.hint : verdict.message;
  return { correct: isAccepted(verdict), ...(message ? { message } : {}) };
}
