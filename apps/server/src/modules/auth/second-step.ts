import type { TrustedDeviceEndReason } from '@hadal/domain';
import type { CookieToSet } from '@/modules/mfa';

/**
 * What sign-in needs of two-factor authentication (the mfa module provides it): whether the account
 * has it on, whether this browser is trusted, and checking a code, a backup code or a passkey.
 */
export interface SecondFactor {
  isEnabled(userId: number): Promise<boolean>;
  trustedDeviceSkips(userId: number, token: string | undefined): Promise<boolean>;
  checkLoginCode(userId: number, code: string, address: string): Promise<boolean>;
  checkLoginPasskey(userId: number, response: Record<string, unknown>, address: string): Promise<boolean>;
  trustDevice(userId: number, userAgent: string | undefined): Promise<CookieToSet>;
  /** A password change or reset: every trusted browser asks for a code again. */
  endTrustedDevices(userId: number, reason: TrustedDeviceEndReason): Promise<void>;
  loginTokens: { issue(userId: number): Promise<string>; read(token: string): Promise<number | null> };
  passkeys: {
    loginOptions(userId: number): Promise<Record<string, unknown> | null>;
    list(userId: number): Promise<unknown[]>;
  };
}

/** What a sign-in brings besides the password: the code step's fields and the browser's cookie. */
export interface LoginExtras {
  mfaCode?: string | undefined;
  rememberDevice?: boolean | undefined;
  trustedDeviceToken?: string | undefined;
  userAgent?: string | undefined;
}

/** A sign-in's answer and, when the browser asked to be remembered, the cookie to set. */
export interface LoginOutcome<T> {
  body: T;
  cookie?: CookieToSet;
}
