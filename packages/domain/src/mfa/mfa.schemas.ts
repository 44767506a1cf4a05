import { z } from 'zod';
import { rowIdParamSchema, singleLineText } from '../shared';
import { MFA_MESSAGES } from './mfa.constants';

/** The two-factor calls of spec 02 §7 with the entities of §3 (and passkeys beside TOTP). */

/** A code as sent to the server: a 6-digit TOTP code, or a backup code where one is accepted. */
const codeField = singleLineText(32).trim().min(1, MFA_MESSAGES.codeRequired);
const passwordField = singleLineText(1024).min(1, MFA_MESSAGES.enterBoth);

/** MFA status (spec 02 §3): is_enabled, enabled_at; plus what the settings card shows. */
export const mfaStatusSchema = z
  .object({
    is_enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    backup_codes_remaining: z.number().int().min(0),
    passkeys: z.number().int().min(0),
  })
  .describe('MfaStatus');
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** MFA setup result (spec 02 §3): qr_code_url (a data: URL), secret_key, backup_codes (shown once). */
export const mfaSetupResponseSchema = z
  .object({
    qr_code_url: z.string(),
    secret_key: z.string(),
    otpauth_url: z.string(),
    backup_codes: z.array(z.string()),
  })
  .describe('MfaSetupResult');
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** POST /mfa/enable and POST /mfa/verify: code. */
export const mfaCodeRequestSchema = z.object({ code: codeField }).describe('MfaCodeRequest');
export type MfaCodeRequest = z.input<typeof mfaCodeRequestSchema>;

/** POST /mfa/disable: password and a current code. */
export const mfaDisableRequestSchema = z
  .object({ password: passwordField, code: codeField })
  .describe('MfaDisableRequest');
export type MfaDisableRequest = z.input<typeof mfaDisableRequestSchema>;

/** The answer of enable, disable and verify. */
export const mfaResultSchema = z
  .object({
    detail: z.string(),
    /** Backup codes left when a backup code was used, else null. */
    backup_codes_remaining: z.number().int().min(0).nullable(),
  })
  .describe('MfaResult');
export type MfaResult = z.infer<typeof mfaResultSchema>;

/** Why a device's trust ended before trusted_until. */
export const TRUSTED_DEVICE_END_REASONS = ['password_changed', 'password_reset'] as const;
export const trustedDeviceEndReasonSchema = z.enum(TRUSTED_DEVICE_END_REASONS);
export type TrustedDeviceEndReason = z.infer<typeof trustedDeviceEndReasonSchema>;

/**
 * Trusted device (spec 02 §3): id, device_name, last_used, trusted_until. A device whose trust
 * ended early (a password change or reset) stays listed until trusted_until, with ended_at and
 * ended_reason set; it asks for a code again.
 */
export const trustedDeviceSchema = z
  .object({
    id: z.number().int(),
    device_name: z.string(),
    last_used: z.string().nullable(),
    trusted_until: z.string(),
    created_at: z.string(),
    ended_at: z.string().nullable(),
    ended_reason: trustedDeviceEndReasonSchema.nullable(),
  })
  .describe('TrustedDevice');
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;
export const trustedDevicesResponseSchema = z.array(trustedDeviceSchema);

export const idParamsSchema = z.object({ id: rowIdParamSchema });

/** WebAuthn JSON (options and responses) as @simplewebauthn produces it; the server checks it fully. */
export const webAuthnJsonSchema = z.record(z.string(), z.unknown());

/** A registered passkey. */
export const passkeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    last_used: z.string().nullable(),
  })
  .describe('Passkey');
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysResponseSchema = z.array(passkeySchema);

export const passkeyNameField = singleLineText(60).trim().min(1, 'Please enter a name for the passkey');

/** POST /mfa/passkeys: the browser's registration response and a name for the passkey. */
export const passkeyRegisterRequestSchema = z.object({
  name: passkeyNameField,
  response: webAuthnJsonSchema,
});
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameField });

/** POST /auth/login-mfa: the login's mfa_token and one second factor (a code, a backup code, or a passkey). */
export const loginMfaRequestSchema = z
  .object({
    mfa_token: singleLineText(2048).min(1),
    code: codeField.optional(),
    passkey_response: webAuthnJsonSchema.optional(),
    remember_device: z.boolean().optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.passkey_response === undefined), {
    message: 'Send a code or a passkey response',
  })
  .describe('LoginMfaRequest');
export type LoginMfaRequest = z.input<typeof loginMfaRequestSchema>;

/** POST /auth/login-mfa/passkey-options: the login's mfa_token. */
export const loginPasskeyOptionsRequestSchema = z.object({ mfa_token: singleLineText(2048).min(1) });

/** The code inputs of the wizard and the disable form (spec 02 §5). */
export function enableCodeError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : MFA_MESSAGES.enterCode;
}
export function disableFormError(password: string, code: string): string | null {
  return password.length > 0 && /^\d{6}$/.test(code) ? null : MFA_MESSAGES.enterBoth;
}
