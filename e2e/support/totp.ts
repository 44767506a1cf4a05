import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (base32), `offsetSteps` 30-second steps from now.
 * The server accepts one step of drift and each step once, so a journey uses the next step's code
 * when the current one was used already.
 */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
