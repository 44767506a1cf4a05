import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, tokenPairSchema } from '../auth';
import { singleLineText } from '../shared';
import { SOCIAL_PROVIDERS } from './social-rules';

/** Social sign-in (spec 01 §2 Login and Register, §3 Social login result, §7 Authentication). */

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** GET /auth/social/config: the configured providers, each with a fresh authorisation address. */
export const socialConfigSchema = z.object({
  providers: z.array(
    z.object({
      provider: socialProviderSchema,
      /** Null when the provider could not be reached just now: its button then reports the failure. */
      authorize_url: z.string().nullable(),
    }),
  ),
});
export type SocialConfig = z.infer<typeof socialConfigSchema>;

const codeField = singleLineText(4096).min(1);

/**
 * POST /auth/social-login: the spec's provider and token (the authorization code). `state` is the
 * value the provider sent back to the callback with the code: a sign-in succeeds only when it names
 * a flow this server started; `iss` is the provider's issuer parameter when it sent one.
 */
export const socialLoginRequestSchema = z.object({
  provider: socialProviderSchema,
  token: codeField,
  state: singleLineText(256).min(1).optional(),
  iss: singleLineText(2048).optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

export const socialSuccessSchema = tokenPairSchema.extend({ status: z.literal('success') });
export const socialCollisionSchema = z.object({
  status: z.literal('collision'),
  /** Single-use and short-lived: POST /auth/link-account with the account's password. */
  link_token: z.string(),
  existing_email: z.string(),
});
/** The same second-step answer POST /auth/token gives when the account has two-factor on. */
export const socialMfaRequiredSchema = z.object({
  requires_mfa: z.literal(true),
  mfa_token: z.string().optional(),
  passkeys: z.boolean().optional(),
});

/** Spec 01 §3 "Social login result": success or collision, or the two-factor step. */
export const socialLoginResponseSchema = z.union([socialSuccessSchema, socialCollisionSchema, socialMfaRequiredSchema]);
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

/** POST /auth/link-account (spec 01 §5: the password must be non-blank). */
export const linkAccountRequestSchema = z.object({
  link_token: singleLineText(256).min(1),
  email: singleLineText(EMAIL_MAX_LENGTH).trim().min(1),
  password: singleLineText(PASSWORD_MAX_LENGTH).refine((p) => p.trim().length > 0, 'Please enter your password'),
});
export type LinkAccountRequest = z.input<typeof linkAccountRequestSchema>;

export const linkAccountResponseSchema = z.union([tokenPairSchema, socialMfaRequiredSchema]);
export type LinkAccountResponse = z.infer<typeof linkAccountResponseSchema>;
