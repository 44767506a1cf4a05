/**
 * Business constants of the review session (spec 02 §2 "Review session", §4 "Review XP", §9).
 */

/** Cards in one review session. */
export const REVIEW_SESSION_SIZE = 15;
/** Cards fetched by Practice Anyway (recent items included). */
export const PRACTICE_ANYWAY_SIZE = 20;
/** The largest `limit` GET /review/items accepts. */
export const REVIEW_ITEMS_MAX_LIMIT = 100;
/** How far back GET /review/stats looks for accuracy_30_days. */
export const REVIEW_ACCURACY_WINDOW_DAYS = 30;
/** A stored response time never exceeds a day (a card left open overnight). */
export const REVIEW_RESPONSE_TIME_MAX_MS = 86_400_000;
/** Exercise ids one POST /review/mistakes call may name. */
export const REVIEW_MISTAKES_MAX_IDS = 100;

/** The prompt under every question (spec 02 §2). */
export const REVIEW_PROMPT = 'Think of the Somali translation';

/** quality_rating runs from 0 to 5; the buttons send 0, 2, 3 and 5 (4 is also recognised). */
export const QUALITY_RATING_MIN = 0;
export const QUALITY_RATING_MAX = 5;
/** A rating of 3 or more counts as correct. */
export const CORRECT_RATING_MIN = 3;

/** XP for a correct rating: 4 for 3, 6 for 4, 8 for 5; below 3 gives none. */
export const REVIEW_XP_BY_RATING: Readonly<Record<number, number>> = { 3: 4, 4: 6, 5: 8 };

export interface RatingButton {
  label: 'Forgot' | 'Hard' | 'Good' | 'Easy';
  /** The quality_rating the button sends. */
  value: 0 | 2 | 3 | 5;
  /** The keyboard key that presses it. */
  key: '1' | '2' | '3' | '4';
}

/** The four rating buttons in order (spec 02 §9: Forgot 0, Hard 2, Good 3, Easy 5). */
export const RATING_BUTTONS: readonly RatingButton[] = [
  { label: 'Forgot', value: 0, key: '1' },
  { label: 'Hard', value: 2, key: '2' },
  { label: 'Good', value: 3, key: '3' },
  { label: 'Easy', value: 5, key: '4' },
];
