/** Two-factor authentication constants (spec 02 §9, RFC 6238). */

/** A TOTP code is 6 digits. */
export const MFA_CODE_DIGITS = 6;
/** RFC 6238 time step. */
export const TOTP_STEP_S = 30;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
/** Backup codes handed out at setup, each usable once. */
export const BACKUP_CODE_COUNT = 10;
/** A trusted device skips the code for this long (spec 02 §9: 30 days). */
export const TRUSTED_DEVICE_TTL_DAYS = 30;
export const TRUSTED_DEVICE_TTL_MS = TRUSTED_DEVICE_TTL_DAYS * 24 * 3600 * 1000;
/** The second step of a sign-in must be finished within this long. */
export const MFA_LOGIN_TOKEN_TTL_S = 5 * 60;
/** After enabling, the wizard shows success this long before it completes (spec 02 §4). */
export const MFA_ENABLE_SUCCESS_DELAY_MS = 1500;
/** Most passkeys one account may register. */
export const MAX_PASSKEYS = 10;

/** Messages of spec 02 §5 and §8, word for word, and the server's own answers. */
/** The x-error-code of the 403 an administrator without two-factor authentication gets on admin and support calls. */
export const ADMIN_MFA_REQUIRED_CODE = 'ADMIN_MFA_REQUIRED';

export const MFA_MESSAGES = {
  adminSetupRequired: 'Administrators must turn on two-factor authentication before using the admin and support tools.',
  enterCode: 'Please enter the verification code',
  enterBoth: 'Please enter both password and MFA code',
  setupFailed: 'Failed to setup MFA',
  invalidCode: 'Invalid verification code',
  disableFailed: 'Failed to disable MFA',
  revokeFailed: 'Failed to revoke device trust',
  loginInvalidCode: 'Invalid MFA code. Please try again.',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  setupFirst: 'Start the setup first',
  wrongPassword: 'Incorrect password',
  codeRequired: 'Enter the code from your authenticator app',
  deviceNotFound: 'Trusted device not found',
  passkeyNotFound: 'Passkey not found',
  passkeyFailed: 'The passkey could not be verified',
  passkeyLimit: `You can register at most ${MAX_PASSKEYS} passkeys`,
  loginExpired: 'Your sign-in has expired. Please sign in again.',
} as const;
