import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  SECURITY_NOTIFICATIONS_LOCKED_MESSAGE,
  applyPreferenceChange,
  mayReceive,
  unsubscribePreferenceFor,
  type EmailPreferences,
} from './email-preferences';
import { emailPreferencesUpdateSchema, unsubscribeRequestSchema } from './emails.schemas';

const preferencesArb = fc.record(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, fc.boolean()])) as Record<
    keyof EmailPreferences,
    fc.Arbitrary<boolean>
  >,
);
const changeArb = fc.record(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, fc.boolean()])) as Record<
    keyof EmailPreferences,
    fc.Arbitrary<boolean>
  >,
  { requiredKeys: [] },
);

describe('email preference defaults', () => {
  it('turns everything on except marketing emails', () => {
    for (const key of EMAIL_PREFERENCE_KEYS) {
      expect(DEFAULT_EMAIL_PREFERENCES[key], key).toBe(key !== 'marketing_emails');
    }
  });

  it('names every preference', () => {
    expect(Object.keys(EMAIL_PREFERENCE_LABELS).sort()).toEqual([...EMAIL_PREFERENCE_KEYS].sort());
    expect(EMAIL_PREFERENCE_LABELS.weekly_progress_reports).toBe('Weekly progress reports');
  });
});

describe('applyPreferenceChange', () => {
  it('changes only the booleans sent', () => {
    const result = applyPreferenceChange(DEFAULT_EMAIL_PREFERENCES, { weekly_progress_reports: false });
    expect(result).toEqual({ ok: true, preferences: { ...DEFAULT_EMAIL_PREFERENCES, weekly_progress_reports: false } });
  });

  it('refuses to turn security notifications off, changing nothing', () => {
    const result = applyPreferenceChange(DEFAULT_EMAIL_PREFERENCES, {
      marketing_emails: true,
      security_notifications: false,
    });
    expect(result).toEqual({ ok: false, message: SECURITY_NOTIFICATIONS_LOCKED_MESSAGE });
  });

  it('property: security notifications stay on, and every other key takes the sent value', () => {
    fc.assert(
      fc.property(preferencesArb, changeArb, (current, change) => {
        const start = { ...current, security_notifications: true };
        const result = applyPreferenceChange(start, change);
        if (change.security_notifications === false) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.preferences.security_notifications).toBe(true);
        for (const key of EMAIL_PREFERENCE_KEYS) {
          expect(result.preferences[key]).toBe(change[key] ?? start[key]);
        }
      }),
    );
  });
});

describe('mayReceive', () => {
  it('always sends account and security mail', () => {
    const allOff = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, false])) as EmailPreferences;
    expect(mayReceive(allOff, 'verify_email')).toBe(true);
    expect(mayReceive(allOff, 'reset_password')).toBe(true);
    expect(mayReceive(allOff, 'security_notification')).toBe(true);
    expect(mayReceive(allOff, 'weekly_progress_report')).toBe(false);
  });

  it('property: an optional email needs both the master switch and its own preference', () => {
    fc.assert(
      fc.property(preferencesArb, fc.constantFrom(...EMAIL_KINDS), (prefs, kind) => {
        const key = unsubscribePreferenceFor(kind);
        const expected = key === null ? true : prefs.email_notifications && prefs[key];
        expect(mayReceive(prefs, kind)).toBe(expected);
      }),
    );
  });

  it('gives an unsubscribe preference to optional mail only, never security', () => {
    expect(unsubscribePreferenceFor('weekly_progress_report')).toBe('weekly_progress_reports');
    expect(unsubscribePreferenceFor('inactivity_reminder')).toBe('inactivity_reminders');
    expect(unsubscribePreferenceFor('achievement_notification')).toBe('achievement_notifications');
    expect(unsubscribePreferenceFor('security_notification')).toBeNull();
    expect(unsubscribePreferenceFor('verify_email')).toBeNull();
  });
});

describe('request schemas', () => {
  it('accepts the single changed boolean and ignores unknown fields', () => {
    expect(emailPreferencesUpdateSchema.parse({ marketing_emails: true, extra: 1 })).toEqual({
      marketing_emails: true,
    });
  });

  it('refuses an empty change and non-boolean values', () => {
    expect(emailPreferencesUpdateSchema.safeParse({}).success).toBe(false);
    expect(emailPreferencesUpdateSchema.safeParse({ marketing_emails: 'yes' }).success).toBe(false);
  });

  it('needs a token to unsubscribe', () => {
    expect(unsubscribeRequestSchema.safeParse({ token: '' }).success).toBe(false);
    expect(unsubscribeRequestSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});
