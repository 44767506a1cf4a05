/** Daily goal options in minutes (spec 02 §9): without zod, so the light schemas can use them. */
export const DAILY_GOAL_OPTIONS_MIN = [5, 10, 15, 20, 30] as const;
export type DailyGoalMinutes = (typeof DAILY_GOAL_OPTIONS_MIN)[number];
