import { z } from 'zod';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from './email-preferences';

/** Email preferences and unsubscribe calls (spec 02 §7 "Profile, password and email"). */

const preferenceShape = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
  EmailPreferenceKey,
  z.ZodBoolean
>;

/** GET /emails/preferences and the answer of PUT: all seven booleans. */
export const emailPreferencesSchema = z.object(preferenceShape);

export const AT_LEAST_ONE_PREFERENCE_MESSAGE = `Send at least one preference to change: ${EMAIL_PREFERENCE_KEYS.join(', ')}`;

/**
 * PUT /emails/preferences: a partial update, usually the one changed boolean. Unknown fields are
 * ignored; at least one known preference must be present.
 */
export const emailPreferencesUpdateSchema = z
  .object(preferenceShape)
  .partial()
  .refine((body) => EMAIL_PREFERENCE_KEYS.some((k) => body[k] !== undefined), AT_LEAST_ONE_PREFERENCE_MESSAGE);
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 1024;

/** POST /emails/unsubscribe: the token from the emailed link (spec 02 §7). */
export const unsubscribeRequestSchema = z.object({
  token: z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/**
 * The RFC 8058 one-click POST a mail client sends: the token is in the URL of the List-Unsubscribe
 * header and the form body is `List-Unsubscribe=One-Click`.
 */
export const unsubscribeQuerySchema = z.object({
  token: z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH).optional(),
});
export const unsubscribeBodySchema = z
  .object({
    token: z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional()
  .nullable();

/** The unsubscribe result (spec 02 §3): a message and the label of the preference turned off. */
export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  preference_label: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The unsubscribe page (spec 02 §5, §8). */
export const UNSUBSCRIBE_NO_TOKEN_MESSAGE =
  'We could not find an unsubscribe token. Please use the link provided in your email.';
export const UNSUBSCRIBE_FAILED_MESSAGE =
  'We could not process your unsubscribe request. The link may have expired or already been used.';

/** GET /emails/support-contact: where a person with a mail problem can write. */
export const supportContactSchema = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;
