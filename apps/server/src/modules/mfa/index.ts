export { mfaRoutes } from './mfa.routes';
export * from './mfa.service';
export type { MfaNotifier, MfaSecurityEvent, CodeAttemptLimiter, WebAuthnParty } from './mfa.types';
export { createSecretBox } from './secret-box';
export { totpCodeAt } from './totp';
export { webAuthnParty } from './webauthn-party';
export { createMfaAdminState } from './mfa-admin-state';
export { createTrustedDeviceEnds, type TrustedDeviceEnds } from './trusted-device-ends';
