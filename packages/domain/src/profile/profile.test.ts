import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACHIEVEMENTS, achievementsFor, earnedAchievementIds } from './achievements';
import { canSubmitChangePassword, changePasswordFormSchema } from './change-password-form';
import {
  DEFAULT_PROFILE_SETTINGS,
  profileSettingsUpdateSchema,
  resetProgressRequestSchema,
  settingsFormSchema,
} from './profile.schemas';

describe('achievements', () => {
  it('lists the four achievements of the spec in order', () => {
    expect(ACHIEVEMENTS.map((a) => a.title)).toEqual([
      'First Lesson',
      '3-Day Streak',
      'Perfect Lesson',
      'XP Collector',
    ]);
  });

  it('earns each at its threshold', () => {
    expect(earnedAchievementIds({ lessonsCompleted: 0, perfectLessons: 0, streakDays: 2, xpPoints: 49 })).toEqual([]);
    expect(earnedAchievementIds({ lessonsCompleted: 1, perfectLessons: 0, streakDays: 3, xpPoints: 50 })).toEqual([
      'first_lesson',
      'three_day_streak',
      'xp_collector',
    ]);
    expect(earnedAchievementIds({ lessonsCompleted: 1, perfectLessons: 1, streakDays: 0, xpPoints: 20 })).toEqual([
      'first_lesson',
      'perfect_lesson',
    ]);
  });

  it('property: each follows its rule', () => {
    const n = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(n, n, n, n, (lessonsCompleted, perfectLessons, streakDays, xpPoints) => {
        const byId = Object.fromEntries(
          achievementsFor({ lessonsCompleted, perfectLessons, streakDays, xpPoints }).map((a) => [a.id, a.earned]),
        );
        expect(byId.perfect_lesson).toBe(perfectLessons >= 1);
        expect(byId.first_lesson).toBe(lessonsCompleted >= 1);
        expect(byId.three_day_streak).toBe(streakDays >= 3);
        expect(byId.xp_collector).toBe(xpPoints >= 50);
      }),
    );
  });

  it('property: more of every stat never loses an achievement', () => {
    const n = fc.integer({ min: 0, max: 1000 });
    fc.assert(
      fc.property(n, n, n, n, (a, b, c, more) => {
        const before = earnedAchievementIds({ lessonsCompleted: a, perfectLessons: a, streakDays: b, xpPoints: c });
        const after = earnedAchievementIds({
          lessonsCompleted: a + more,
          perfectLessons: a + more,
          streakDays: b + more,
          xpPoints: c + more,
        });
        for (const id of before) expect(after).toContain(id);
      }),
    );
  });
});

describe('settings', () => {
  it('defaults to a 10-minute goal with notifications and audio autoplay on', () => {
    expect(DEFAULT_PROFILE_SETTINGS).toEqual({
      daily_goal_minutes: 10,
      notifications_enabled: true,
      autoplay_audio: true,
    });
  });

  it('accepts only the five daily goals', () => {
    for (const goal of [5, 10, 15, 20, 30]) {
      expect(profileSettingsUpdateSchema.safeParse({ daily_goal_minutes: goal }).success).toBe(true);
    }
    for (const goal of [0, 7, 25, 60, '10']) {
      expect(profileSettingsUpdateSchema.safeParse({ daily_goal_minutes: goal }).success).toBe(false);
    }
  });

  it('refuses an empty update and a blank child username', () => {
    expect(profileSettingsUpdateSchema.safeParse({}).success).toBe(false);
    const blank = profileSettingsUpdateSchema.safeParse({ username: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Username is required');
  });

  it('reads the notifications option as enabled or disabled, and autoplay as on or off', () => {
    const form = { daily_goal_minutes: 15, notifications: 'disabled', autoplay_audio: 'off' };
    expect(settingsFormSchema.safeParse(form).success).toBe(true);
    expect(settingsFormSchema.safeParse({ ...form, notifications: 'maybe' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...form, autoplay_audio: 'sometimes' }).success).toBe(false);
  });
});

describe('reset all progress', () => {
  it('needs the typed confirmation', () => {
    expect(resetProgressRequestSchema.safeParse({ confirmation: 'RESET' }).success).toBe(true);
    expect(resetProgressRequestSchema.safeParse({ confirmation: 'reset' }).success).toBe(false);
    expect(resetProgressRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('change password form', () => {
  const schema = changePasswordFormSchema({ mfaRequired: false });
  const valid = { current_password: 'Old-pass1!', new_password: 'Cusub-Pass9!', confirm_password: 'Cusub-Pass9!' };

  it('gives the spec messages for a short and a mismatched password', () => {
    const short = schema.safeParse({ ...valid, new_password: 'Ab1!', confirm_password: 'Ab1!' });
    expect(short.error?.issues.map((i) => i.message)).toContain('New password must be at least 8 characters long');
    const mismatch = schema.safeParse({ ...valid, confirm_password: 'Other-Pass9!' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['New passwords do not match']);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('needs a 6-digit code when two-factor authentication is on', () => {
    const mfa = changePasswordFormSchema({ mfaRequired: true });
    expect(mfa.safeParse(valid).success).toBe(false);
    expect(mfa.safeParse({ ...valid, mfa_code: '12345' }).success).toBe(false);
    expect(mfa.safeParse({ ...valid, mfa_code: '123456' }).success).toBe(true);
  });

  it('enables submit once the three fields (and the code) are filled', () => {
    expect(canSubmitChangePassword({ current_password: 'a', new_password: 'b' }, false)).toBe(false);
    expect(canSubmitChangePassword({ ...valid }, false)).toBe(true);
    expect(canSubmitChangePassword({ ...valid, mfa_code: '12a456' }, true)).toBe(false);
    expect(canSubmitChangePassword({ ...valid, mfa_code: '123456' }, true)).toBe(true);
  });
});
