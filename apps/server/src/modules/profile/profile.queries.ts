import { eq } from 'drizzle-orm';
import { DEFAULT_PROFILE_SETTINGS, type DailyGoalMinutes, type ProfileSettings } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { profileSettings } from '@/db/schema';

/** The profile_settings table: only this file reads and writes it. */

export async function readSettings(db: DbOrTx, userId: number): Promise<ProfileSettings> {
  const [row] = await db.select().from(profileSettings).where(eq(profileSettings.userId, userId));
  if (!row) return { ...DEFAULT_PROFILE_SETTINGS };
  return {
    daily_goal_minutes: row.dailyGoalMinutes as DailyGoalMinutes,
    notifications_enabled: row.notificationsEnabled,
    autoplay_audio: row.autoplayAudio,
  };
}

/** Writes the settings sent (the others keep their value, or their default on the first write). */
export async function writeSettings(
  db: DbOrTx,
  userId: number,
  change: Partial<ProfileSettings>,
  now: Date,
): Promise<ProfileSettings> {
  const set = {
    ...(change.daily_goal_minutes === undefined ? {} : { dailyGoalMinutes: change.daily_goal_minutes }),
    ...(change.notifications_enabled === undefined ? {} : { notificationsEnabled: change.notifications_enabled }),
    ...(change.autoplay_audio === undefined ? {} : { autoplayAudio: change.autoplay_audio }),
    updatedAt: now,
  };
  await db
    .insert(profileSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profileSettings.userId, set });
  return readSettings(db, userId);
}
