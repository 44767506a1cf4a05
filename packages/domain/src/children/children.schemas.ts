import { z } from 'zod';
import { emailField, strongPasswordField, tokenPairSchema } from '../auth';
import { globalProgressEntrySchema } from '../progress';
import { rowIdParamSchema } from '../shared';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, CHILD_NAME_MAX_LENGTH, CHILD_USERNAME_MAX_LENGTH } from './family-rules';

/** The children calls of spec 01 §7 "Children (parent)" and the view-as-child session (§4). */

/** The messages of the child form (spec 01 §8 "Child form"). */
export const CHILD_FORM_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  saveFailed: 'Failed to save child profile. Please try again.',
  age: `Age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`,
  usernameAt: 'Username cannot contain @',
  nameTooLong: `Name must be at most ${CHILD_NAME_MAX_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${CHILD_USERNAME_MAX_LENGTH} characters`,
} as const;

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** A form may send a blank field as '' or null: both mean "not given". */
const blankToNull = (v: unknown) => (isBlank(v) ? null : v);

/** Age from JSON or a form: a number, a numeric string, or blank (not given). */
const ageInput = (v: unknown) => {
  if (isBlank(v)) return null;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v;
};

export const childNameField = z
  .string({ error: CHILD_FORM_MESSAGES.required })
  .trim()
  .min(1, CHILD_FORM_MESSAGES.required)
  .max(CHILD_NAME_MAX_LENGTH, CHILD_FORM_MESSAGES.nameTooLong);

/** The child's sign-in name: unique across all accounts (checked by the server); never an email. */
export const childUsernameField = z
  .string({ error: CHILD_FORM_MESSAGES.required })
  .trim()
  .min(1, CHILD_FORM_MESSAGES.required)
  .max(CHILD_USERNAME_MAX_LENGTH, CHILD_FORM_MESSAGES.usernameTooLong)
  .refine((u) => !u.includes('@'), CHILD_FORM_MESSAGES.usernameAt);

/** Optional age, 1 to 18; blank or null clears it. */
export const childAgeField = z
  .preprocess(
    ageInput,
    z
      .number({ error: CHILD_FORM_MESSAGES.age })
      .int(CHILD_FORM_MESSAGES.age)
      .min(CHILD_AGE_MIN, CHILD_FORM_MESSAGES.age)
      .max(CHILD_AGE_MAX, CHILD_FORM_MESSAGES.age)
      .nullable(),
  )
  .optional();

/** Optional email; blank or null means none. */
export const childEmailField = z.preprocess(blankToNull, emailField.nullable()).optional();

/**
 * Whether the child's pronunciation recordings may be sent to a third-party speech-recognition
 * provider (default off). A provider on the operator's own host is not third-party.
 */
export const thirdPartySpeechField = z.boolean().optional();

/** POST /children: name, age (optional), username, email (optional), password. */
export const childCreateRequestSchema = z.object({
  name: childNameField,
  username: childUsernameField,
  age: childAgeField,
  email: childEmailField,
  password: strongPasswordField,
  third_party_speech_allowed: thirdPartySpeechField,
});
export type ChildCreateRequest = z.input<typeof childCreateRequestSchema>;

/**
 * PUT (or PATCH) /children/{id}: the same fields. A field left out stays as it is; a blank
 * password keeps the current one; a blank age or email clears it.
 */
export const childUpdateRequestSchema = z.object({
  name: childNameField.optional(),
  username: childUsernameField.optional(),
  age: childAgeField,
  email: childEmailField,
  password: z.preprocess((v) => (isBlank(v) ? undefined : v), strongPasswordField.optional()),
  third_party_speech_allowed: thirdPartySpeechField,
});
export type ChildUpdateRequest = z.input<typeof childUpdateRequestSchema>;

/** Path parameter {id} of the children calls. */
export const childIdParamsSchema = z.object({ id: rowIdParamSchema });

/** A child profile as its parent sees it (spec 01 §3 Child, spec 02 §3 Child profile). */
export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  parent_id: z.number().int(),
  created_at: z.string(),
  /** The parent allows this child's recordings to go to a third-party speech-recognition provider. */
  third_party_speech_allowed: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;
export const childListResponseSchema = z.array(childSchema);

/** One child on the parent dashboard (spec 01 §3 Parent dashboard result). */
export const parentDashboardChildSchema = z.object({
  child_id: z.number().int(),
  child_name: z.string(),
  username: z.string(),
  age: z.number().int().nullable(),
  lessons_completed: z.number().int().min(0),
  xp_points: z.number().int().min(0),
  /** When the child last made lesson progress (ISO 8601), or null: 'Never'. */
  last_activity: z.string().nullable(),
});
export type ParentDashboardChild = z.infer<typeof parentDashboardChildSchema>;

/** GET /children/dashboard. */
export const parentDashboardResponseSchema = z.object({
  children: z.array(parentDashboardChildSchema),
  total_lessons_available: z.number().int().min(0),
});
export type ParentDashboardResponse = z.infer<typeof parentDashboardResponseSchema>;

/** GET /children/{id}/progress: lesson_stable_id and progress_percentage (with completed and skipped). */
export const childProgressResponseSchema = z.array(globalProgressEntrySchema);
export type ChildProgressEntry = z.infer<typeof globalProgressEntrySchema>;

/**
 * POST /children/{id}/session: a token pair scoped to the child whose claims name the acting
 * parent (claim act.uid), so the parent can learn as the child and every write is attributable.
 */
export const childSessionResponseSchema = tokenPairSchema.extend({
  child_id: z.number().int(),
  child_name: z.string(),
  username: z.string(),
});
export type ChildSessionResponse = z.infer<typeof childSessionResponseSchema>;
