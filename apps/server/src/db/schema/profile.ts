import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The profile's settings form (spec 02 §2, §9). No row means the defaults: 10 minutes,
 * notifications on, listening audio played on arrival.
 */
export const profileSettings = pgTable('profile_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyGoalMinutes: integer('daily_goal_minutes').notNull().default(10),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  autoplayAudio: boolean('autoplay_audio').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileSettingsRow = typeof profileSettings.$inferSelect;
