/**
 * Business constants of lessons, scoring and XP (spec 01 §4 "Lesson play", §9).
 */

/** XP for each correct exercise or completed introduction exercise. */
export const XP_PER_CORRECT_EXERCISE = 5;
/** The pass bonus is floor(correct / total * PASS_BONUS_MAX_XP). */
export const PASS_BONUS_MAX_XP = 15;
/** A lesson made only of phrase_practice exercises gives exactly this much on completion. */
export const PHRASE_ONLY_LESSON_XP = 10;
/** A skipped pronunciation exercise counts as correct and gives this much. */
export const SKIPPED_PRONUNCIATION_XP = 5;
/** A lesson is passed when correct / total is at least this. */
export const PASS_THRESHOLD_RATIO = 0.7;
/** Progress stored for a failed lesson. */
export const FAILED_LESSON_PROGRESS_PERCENT = 90;
/** Progress of a completed lesson. */
export const COMPLETED_LESSON_PROGRESS_PERCENT = 100;
/** GET /lessons answers at most this many lessons (and this is its default). */
export const LESSONS_LIST_LIMIT = 200;
/** The lesson summary shows the first this-many grammar patterns and vocabulary items. */
export const LESSON_SUMMARY_MAX_ITEMS = 6;
/** A phrase quiz question shows the correct answer plus up to this many distractors. */
export const PHRASE_QUIZ_MAX_DISTRACTORS = 3;
/** Lesson feedback message length. */
export const LESSON_FEEDBACK_MESSAGE_MAX_CHARS = 2000;
