/**
 * Email preferences (spec 02 §3 "Email preferences", §5): seven booleans, all on by default except
 * marketing; security notifications can never be turned off.
 */

export const EMAIL_PREFERENCE_KEYS = [
  'email_notifications',
  'weekly_progress_reports',
  'achievement_notifications',
  'security_notifications',
  'inactivity_reminders',
  'subscription_notifications',
  'marketing_emails',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  email_notifications: true,
  weekly_progress_reports: true,
  achievement_notifications: true,
  security_notifications: true,
  inactivity_reminders: true,
  subscription_notifications: true,
  marketing_emails: false,
};

/** How each preference is named to a person (the switches and the unsubscribe result). */
export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKey, string> = {
  email_notifications: 'Email notifications',
  weekly_progress_reports: 'Weekly progress reports',
  achievement_notifications: 'Achievement notifications',
  security_notifications: 'Security notifications',
  inactivity_reminders: 'Inactivity reminders',
  subscription_notifications: 'Subscription notifications',
  marketing_emails: 'Marketing emails',
};

/** One line under each switch saying what it governs. */
export const EMAIL_PREFERENCE_DESCRIPTIONS: Record<EmailPreferenceKey, string> = {
  email_notifications: 'All optional emails from Hadal. Turn off to receive only essential account emails.',
  weekly_progress_reports: 'A summary of your week every Monday: lessons, XP, streak and your children’s week.',
  achievement_notifications: 'An email when you earn an achievement.',
  security_notifications: 'Password and sign-in changes on your account. Always on to keep your account safe.',
  inactivity_reminders: 'A gentle nudge after 3 days without practice, at most once a week.',
  subscription_notifications: 'News about your plan and billing.',
  marketing_emails: 'Occasional news about Hadal and new courses.',
};

export const SECURITY_NOTIFICATIONS_LOCKED_MESSAGE = 'Security notifications cannot be turned off';

/** The preferences a person may turn off (everything but security notifications). */
export function canTurnOff(key: EmailPreferenceKey): boolean {
  return key !== 'security_notifications';
}

export type PreferenceChangeResult = { ok: true; preferences: EmailPreferences } | { ok: false; message: string };

/**
 * Applies a partial change to the current preferences. Refused as a whole (nothing changes) when
 * it would turn security notifications off.
 */
export function applyPreferenceChange(
  current: EmailPreferences,
  change: Partial<EmailPreferences>,
): PreferenceChangeResult {
  const next = { ...current };
  for (const key of EMAIL_PREFERENCE_KEYS) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === false && !canTurnOff(key)) return { ok: false, message: SECURITY_NOTIFICATIONS_LOCKED_MESSAGE };
    next[key] = value;
  }
  return { ok: true, preferences: next };
}

/**
 * Every kind of email Hadal sends. Account emails (verify, reset) answer a request of the person
 * and are always sent; security notifications are always sent; the others follow a preference.
 */
export const EMAIL_KINDS = [
  'verify_email',
  'reset_password',
  'security_notification',
  'weekly_progress_report',
  'inactivity_reminder',
  'achievement_notification',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The preference an optional email follows (and its unsubscribe link turns off); null for essential mail. */
export const EMAIL_KIND_PREFERENCE: Record<EmailKind, EmailPreferenceKey | null> = {
  verify_email: null,
  reset_password: null,
  security_notification: null,
  weekly_progress_report: 'weekly_progress_reports',
  inactivity_reminder: 'inactivity_reminders',
  achievement_notification: 'achievement_notifications',
};

/** Whether an email of `kind` may go to a person with these preferences. */
export function mayReceive(preferences: EmailPreferences, kind: EmailKind): boolean {
  const key = EMAIL_KIND_PREFERENCE[kind];
  if (key === null) return true;
  return preferences.email_notifications && preferences[key];
}

/** An optional email carries an unsubscribe link for its own preference; essential mail none. */
export function unsubscribePreferenceFor(kind: EmailKind): EmailPreferenceKey | null {
  return EMAIL_KIND_PREFERENCE[kind];
}
