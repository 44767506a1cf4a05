/**
 * The four achievements of the profile (spec 02 §9): First Lesson (at least one lesson completed),
 * 3-Day Streak (a streak of 3 or more), Perfect Lesson (a lesson passed with every graded question right
 * at the first try, as the server judged it: Hadal's, where the spec keeps it out of reach), XP
 * Collector (50 XP or more).
 */

export const ACHIEVEMENT_IDS = ['first_lesson', 'three_day_streak', 'perfect_lesson', 'xp_collector'] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export const XP_COLLECTOR_MIN_XP = 50;
export const STREAK_ACHIEVEMENT_MIN_DAYS = 3;

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  /** What earns it, shown under the title. */
  description: string;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first_lesson', title: 'First Lesson', description: 'Complete your first lesson' },
  {
    id: 'three_day_streak',
    title: '3-Day Streak',
    description: `Learn ${STREAK_ACHIEVEMENT_MIN_DAYS} days in a row`,
  },
  { id: 'perfect_lesson', title: 'Perfect Lesson', description: 'Finish a lesson without a single mistake' },
  { id: 'xp_collector', title: 'XP Collector', description: `Earn ${XP_COLLECTOR_MIN_XP} XP` },
];

export interface LearnerStats {
  lessonsCompleted: number;
  /** Lessons passed perfectly (docs/learning.md, "Perfect Lesson"). */
  perfectLessons: number;
  streakDays: number;
  xpPoints: number;
}

const RULES: Record<AchievementId, (s: LearnerStats) => boolean> = {
  first_lesson: (s) => s.lessonsCompleted >= 1,
  three_day_streak: (s) => s.streakDays >= STREAK_ACHIEVEMENT_MIN_DAYS,
  perfect_lesson: (s) => s.perfectLessons >= 1,
  xp_collector: (s) => s.xpPoints >= XP_COLLECTOR_MIN_XP,
};

export interface Achievement extends AchievementDefinition {
  earned: boolean;
}

/** The four achievements in display order, each with whether these stats earn it. */
export function achievementsFor(stats: LearnerStats): Achievement[] {
  return ACHIEVEMENTS.map((a) => ({ ...a, earned: RULES[a.id](stats) }));
}

/** The ids of the achievements these stats earn. */
export function earnedAchievementIds(stats: LearnerStats): AchievementId[] {
  return achievementsFor(stats)
    .filter((a) => a.earned)
    .map((a) => a.id);
}

export function achievementById(id: AchievementId): AchievementDefinition {
  return ACHIEVEMENTS.find((a) => a.id === id)!;
}
