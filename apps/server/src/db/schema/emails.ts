import { boolean, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's email preferences (spec 02 §3). No row means the defaults: everything on except
 * marketing. Security notifications are always on (the service refuses to turn them off).
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  weeklyProgressReports: boolean('weekly_progress_reports').notNull().default(true),
  achievementNotifications: boolean('achievement_notifications').notNull().default(true),
  securityNotifications: boolean('security_notifications').notNull().default(true),
  inactivityReminders: boolean('inactivity_reminders').notNull().default(true),
  subscriptionNotifications: boolean('subscription_notifications').notNull().default(true),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  /** The UTC day the last inactivity reminder was queued (at most one a week). */
  lastInactivityReminderOn: date('last_inactivity_reminder_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
