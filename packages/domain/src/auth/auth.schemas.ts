import { z } from 'zod';
import { singleLineText } from '../shared';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_COMPLEXITY_MESSAGE,
  PASSWORD_MAX_LENGTH,
  isStrongPassword,
  isValidEmail,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  RESET_PASSWORD_TOO_SHORT_MESSAGE,
  minLengthPassword,
} from './password';

/** Accounts API contract (spec 01 §7 Authentication, spec 02 §7 Profile, password and email). */

export const emailField = singleLineText(EMAIL_MAX_LENGTH)
  .trim()
  .refine(isValidEmail, 'Please enter a valid email address');

/** Registration, admin reset and child passwords: the complexity rules of spec 01 §5. */
export const strongPasswordField = singleLineText(PASSWORD_MAX_LENGTH).refine(
  isStrongPassword,
  PASSWORD_COMPLEXITY_MESSAGE,
);

export const nameField = singleLineText(NAME_MAX_LENGTH + 200)
  .trim()
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

export const registerRequestSchema = z.object({
  email: emailField,
  username: nameField,
  password: strongPasswordField,
  is_parent: z.boolean().default(false),
  captcha_token: singleLineText(20_000).optional().nullable(),
  /** Needed when registration is by invite (REGISTRATION_MODE invite); ignored in open mode. */
  invite_code: singleLineText(64).optional().nullable(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  is_parent: z.boolean(),
  email_verified: z.boolean(),
  detail: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** POST /auth/token, form-encoded. `username` holds the identifier: an email or a username. */
export const tokenRequestSchema = z.object({
  username: singleLineText(EMAIL_MAX_LENGTH).trim().min(1),
  password: singleLineText(PASSWORD_MAX_LENGTH).min(1),
  mfa_code: singleLineText(32).optional(),
  remember_device: formBoolean.optional(),
});
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Lifetime of the access token in seconds. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The login answer: the token pair, or requires_mfa when a second step is needed. */
export const tokenResponseSchema = z.union([
  tokenPairSchema.extend({ requires_mfa: z.literal(false).optional() }),
  z.object({
    requires_mfa: z.literal(true),
    /** Finishes the sign-in at POST /auth/login-mfa with a code, a backup code or a passkey. */
    mfa_token: z.string().optional(),
    /** The account has a passkey: the code step offers 'Use a passkey'. */
    passkeys: z.boolean().optional(),
  }),
]);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: singleLineText(512).min(1) });
export const logoutRequestSchema = z.object({ refresh_token: singleLineText(512).optional() });
/** POST /auth/logout takes the body above, or none at all. */
export const logoutBodySchema = logoutRequestSchema.optional().nullable();

export const detailSchema = z.object({ detail: z.string() });
/** A 422: the first problem as `detail`, and every problem with the field it concerns. */
export const validationErrorSchema = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type DetailResponse = z.infer<typeof detailSchema>;

export const meResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  is_parent: z.boolean(),
  is_child: z.boolean(),
  streak_days: z.number().int(),
  xp_points: z.number().int(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /auth/me as the browser reads it: the displayed streak falls back to the locally kept one when
 * the server sends none (spec 01 §4), so a missing streak_days is accepted.
 */
export const currentUserResponseSchema = meResponseSchema.extend({
  streak_days: meResponseSchema.shape.streak_days.nullish(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const accountStatusSchema = z.enum(['active', 'disabled']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const profileResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  profile_picture: z.string().nullable(),
  streak_days: z.number().int(),
  xp_points: z.number().int(),
  lessons_completed: z.number().int(),
  /** Lessons passed with every graded question right at the first try (the Perfect Lesson achievement). */
  perfect_lessons: z.number().int(),
  is_child: z.boolean(),
  is_parent: z.boolean(),
  is_admin: z.boolean(),
  account_status: accountStatusSchema,
  email_verified: z.boolean(),
  /** May record course lines in the voice studio (issue 45). */
  is_voice_contributor: z.boolean().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: singleLineText(PASSWORD_MAX_LENGTH).min(1),
  new_password: minLengthPassword(NEW_PASSWORD_TOO_SHORT_MESSAGE),
  mfa_code: singleLineText(32).optional().nullable(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The other sessions are signed out; the caller receives a fresh pair for this one. */
export const changePasswordResponseSchema = tokenPairSchema.extend({ detail: z.string() });

/** The spec sends the email in the query; a JSON body `{email}` is accepted too. */
export const emailBodySchema = z
  .object({ email: singleLineText(EMAIL_MAX_LENGTH).trim().optional() })
  .optional()
  .nullable();
export const optionalEmailQuerySchema = z.object({ email: singleLineText(EMAIL_MAX_LENGTH).trim().optional() });
export const tokenQuerySchema = z.object({ token: singleLineText(512).min(1) });

/** POST /emails/reset-password: token and new_password in the query (spec) or in a JSON body. */
export const resetPasswordQuerySchema = z.object({
  token: singleLineText(512).min(1).optional(),
  new_password: minLengthPassword(RESET_PASSWORD_TOO_SHORT_MESSAGE).optional(),
});
export const resetPasswordBodySchema = z
  .object({
    token: singleLineText(512).min(1).optional(),
    new_password: minLengthPassword(RESET_PASSWORD_TOO_SHORT_MESSAGE).optional(),
  })
  .optional()
  .nullable();

export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** GET /captcha/config: which human check the register form shows, and where its challenge is fetched. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'off']),
  challenge_url: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

export const timeZoneHeader = 'x-time-zone';
