import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { emailPreferences, type EmailPreferencesRow } from '@/db/schema';

/** The email_preferences table: only this file reads and writes it. */

const COLUMN_OF = {
  email_notifications: 'emailNotifications',
  weekly_progress_reports: 'weeklyProgressReports',
  achievement_notifications: 'achievementNotifications',
  security_notifications: 'securityNotifications',
  inactivity_reminders: 'inactivityReminders',
  subscription_notifications: 'subscriptionNotifications',
  marketing_emails: 'marketingEmails',
} as const satisfies Record<keyof EmailPreferences, keyof EmailPreferencesRow>;

function toPreferences(row: EmailPreferencesRow | undefined): EmailPreferences {
  if (!row) return { ...DEFAULT_EMAIL_PREFERENCES };
  const out = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof EmailPreferences, keyof typeof row][]) {
    out[key] = row[column] as boolean;
  }
  // Security notifications are always on, whatever a row says.
  out.security_notifications = true;
  return out;
}

function toColumns(prefs: EmailPreferences) {
  return Object.fromEntries(
    Object.entries(COLUMN_OF).map(([key, column]) => [column, prefs[key as keyof EmailPreferences]]),
  ) as Pick<EmailPreferencesRow, (typeof COLUMN_OF)[keyof typeof COLUMN_OF]>;
}

export async function readPreferences(db: DbOrTx, userId: number): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return toPreferences(row);
}

/** Preferences of several accounts at once (defaults for those without a row). */
export async function readPreferencesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, EmailPreferences>> {
  const out = new Map(userIds.map((id) => [id, toPreferences(undefined)]));
  if (userIds.length === 0) return out;
  const rows = await db.select().from(emailPreferences).where(inArray(emailPreferences.userId, userIds));
  for (const row of rows) out.set(row.userId, toPreferences(row));
  return out;
}

/**
 * Makes sure the account has a row and locks it for the rest of the transaction; returns the
 * preferences and the day of the last inactivity reminder.
 */
export async function lockPreferences(
  tx: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ preferences: EmailPreferences; lastInactivityReminderOn: string | null }> {
  await tx.insert(emailPreferences).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).for('update');
  return { preferences: toPreferences(row), lastInactivityReminderOn: row?.lastInactivityReminderOn ?? null };
}

export async function writePreferences(tx: DbOrTx, userId: number, prefs: EmailPreferences, now: Date): Promise<void> {
  await tx
    .update(emailPreferences)
    .set({ ...toColumns(prefs), updatedAt: now })
    .where(eq(emailPreferences.userId, userId));
}

export async function recordInactivityReminder(tx: DbOrTx, userId: number, day: string): Promise<void> {
  await tx.update(emailPreferences).set({ lastInactivityReminderOn: day }).where(eq(emailPreferences.userId, userId));
}
