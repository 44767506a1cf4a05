/** Spec 02 §9: child accounts leave the dynamic-lesson screens after 2 seconds. */
export const CHILD_REDIRECT_MS = 2_000;

/** Texts of the dynamic and interactive lessons that the spec quotes, and ours beside them. */
export const DYNAMIC_LESSON_MESSAGES = {
  generateFailed: 'Failed to generate lesson',
  accessDenied: 'Access denied',
  childBlocked: 'Dynamic lessons are not available for child accounts. Please ask your parent to access this feature.',
  scenarioRequired: 'Please enter a scenario',
  lessonNotFound: 'Lesson not found',
  sessionNotFound: 'Session not found',
  sessionCompleted: 'This lesson is already complete',
  analyzing: 'Analyzing your pronunciation...',
  correct: 'Excellent! That was right.',
  close: 'Close! Listen to the expected answer and keep going.',
  incorrect: 'Not quite. Listen to the expected answer and try again.',
  selfCheckRight: 'Good. You compared your answer with the expected one.',
  selfCheckAgain: 'Listen to the expected answer and try again.',
  skipped: 'Skipped',
  skipMessage: 'Here is the answer. Listen and say it to yourself.',
} as const;
