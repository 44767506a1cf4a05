/**
 * Today's progress toward the daily goal (docs/learning.md, "Daily goal"). The goal is set in
 * minutes (profile settings); the app measures it in XP, at DAILY_GOAL_XP_PER_MINUTE: a 10-minute
 * goal is 50 XP, about one lesson passed.
 */
import { z } from 'zod';
import type { DailyGoalMinutes } from './daily-goal-options';

export const DAILY_GOAL_XP_PER_MINUTE = 5;

export function dailyGoalXp(minutes: DailyGoalMinutes | number): number {
  return minutes * DAILY_GOAL_XP_PER_MINUTE;
}

/** GET /profile/today. */
export const todayProgressSchema = z.object({
  /** The learner's local day (the x-time-zone header; UTC when missing or unknown). */
  day: z.string(),
  /** XP lessons granted on that day. */
  xp_today: z.number().int().nonnegative(),
  daily_goal_minutes: z.number().int(),
  daily_goal_xp: z.number().int(),
  goal_met: z.boolean(),
});
export type TodayProgress = z.infer<typeof todayProgressSchema>;

export function todayProgress(day: string, xpToday: number, goalMinutes: number): TodayProgress {
  const goal = dailyGoalXp(goalMinutes);
  return { day, xp_today: xpToday, daily_goal_minutes: goalMinutes, daily_goal_xp: goal, goal_met: xpToday >= goal };
}
