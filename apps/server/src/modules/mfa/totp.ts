import { randomBytes } from 'node:crypto';
import { candidateSteps, MFA_CODE_DIGITS, TOTP_STEP_S } from '@hadal/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sameCode } from './secret-box';

/** RFC 6238 with otpauth: SHA-1, 6 digits, 30-second steps (what every authenticator app reads). */

export const TOTP_ISSUER = 'Hadal';

/** A new random 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, label = 'account') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: MFA_CODE_DIGITS,
    period: TOTP_STEP_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The code of a step (tests and the e2e journey compute codes the same way). */
export function totpCodeAt(secretBase32: string, atMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: atMs });
}

/** The step (RFC 6238 counter) the code belongs to, among now and one step either side; else null. */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secretBase32);
  for (const step of candidateSteps(nowMs)) {
    if (step < 0) continue;
    if (sameCode(totp.generate({ timestamp: step * TOTP_STEP_S * 1000 }), code)) return step;
  }
  return null;
}

/** The otpauth:// URL and its QR code as a data: URL, for the setup wizard. */
export async function enrolment(secretBase32: string, accountLabel: string) {
  const otpauthUrl = totpFor(secretBase32, accountLabel).toString();
  return { otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A backup code: 10 characters (about 49 bits) shown as `xxxxx-xxxxx`. */
export function newBackupCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => BACKUP_ALPHABET[b % BACKUP_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
