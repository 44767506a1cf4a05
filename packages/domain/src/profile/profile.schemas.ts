import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../auth';
import { DAILY_GOAL_OPTIONS_MIN, type DailyGoalMinutes } from './daily-goal-options';

/**
 * The profile's settings and danger zone (spec 02 §2 Profile, §5, §9). The spec shows the screen,
 * not the calls; these are Hadal's: GET/PUT /profile/settings and POST /profile/reset-progress.
 */

export const DEFAULT_DAILY_GOAL_MIN: DailyGoalMinutes = 10;
export const DAILY_GOAL_MESSAGE = `Daily goal must be one of ${DAILY_GOAL_OPTIONS_MIN.join(', ')} minutes`;

export const dailyGoalSchema = z.union(
  DAILY_GOAL_OPTIONS_MIN.map((m) => z.literal(m)) as [z.ZodLiteral<5>, ...z.ZodLiteral<DailyGoalMinutes>[]],
  { error: DAILY_GOAL_MESSAGE },
);

/** Child accounts must keep a non-empty username (spec 02 §5). */
export const CHILD_USERNAME_REQUIRED_MESSAGE = 'Username is required';
export const settingsUsernameField = z
  .string({ error: CHILD_USERNAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, CHILD_USERNAME_REQUIRED_MESSAGE)
  .max(NAME_MAX_LENGTH, `Username must be at most ${NAME_MAX_LENGTH} characters`);

/** GET /profile/settings, and the answer of PUT. */
export const profileSettingsSchema = z.object({
  daily_goal_minutes: dailyGoalSchema,
  notifications_enabled: z.boolean(),
  /** Listening and dictation exercises play their audio as they open (docs/learning.md). */
  autoplay_audio: z.boolean(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  daily_goal_minutes: DEFAULT_DAILY_GOAL_MIN,
  notifications_enabled: true,
  autoplay_audio: true,
};

export const AT_LEAST_ONE_SETTING_MESSAGE = 'Send at least one setting to change';

/** PUT /profile/settings: any of the settings; `username` only for child accounts. */
export const profileSettingsUpdateSchema = z
  .object({
    daily_goal_minutes: dailyGoalSchema.optional(),
    notifications_enabled: z.boolean().optional(),
    autoplay_audio: z.boolean().optional(),
    username: settingsUsernameField.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), AT_LEAST_ONE_SETTING_MESSAGE);
export type ProfileSettingsUpdate = z.infer<typeof profileSettingsUpdateSchema>;

/** The settings form: daily goal, notifications and audio autoplay; a child also edits its username. */
export const settingsFormSchema = z.object({
  daily_goal_minutes: dailyGoalSchema,
  notifications: z.enum(['enabled', 'disabled']),
  autoplay_audio: z.enum(['on', 'off']),
  username: z.string().optional(),
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

/** The word typed to confirm resetting all progress. */
export const RESET_PROGRESS_CONFIRMATION = 'RESET';
export const RESET_PROGRESS_CONFIRMATION_MESSAGE = `Type ${RESET_PROGRESS_CONFIRMATION} to confirm`;

/** POST /profile/reset-progress: the typed confirmation travels with the request. */
export const resetProgressRequestSchema = z.object({
  confirmation: z.literal(RESET_PROGRESS_CONFIRMATION, { error: RESET_PROGRESS_CONFIRMATION_MESSAGE }),
});
export type ResetProgressRequest = z.infer<typeof resetProgressRequestSchema>;

/** The danger zone's confirmation field, as typed. */
export const resetProgressFormSchema = z.object({
  confirmation: z
    .string()
    .refine((v): boolean => v === RESET_PROGRESS_CONFIRMATION, RESET_PROGRESS_CONFIRMATION_MESSAGE),
});
export type ResetProgressFormValues = z.infer<typeof resetProgressFormSchema>;

export const resetProgressResponseSchema = z.object({ detail: z.string() });
export const RESET_PROGRESS_DONE_MESSAGE = 'All your progress has been reset.';

/** The change-password form (spec 02 §5). */
export const CHANGE_PASSWORD_MESSAGES = {
  tooShort: 'New password must be at least 8 characters long',
  mismatch: 'New passwords do not match',
  wrongCurrent: 'Current password is incorrect',
  failed: 'An error occurred while changing your password',
  success: 'Password changed successfully!',
  mfaCode: 'Enter the 6-digit code from your authenticator app',
} as const;
