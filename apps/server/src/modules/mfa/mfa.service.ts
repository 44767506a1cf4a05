import { randomBytes } from 'node:crypto';
import {
  BACKUP_CODE_COUNT,
  MFA_MESSAGES,
  normalizeBackupCode,
  TRUSTED_DEVICE_TTL_MS,
  type MfaResult,
  type MfaSetupResponse,
  type MfaStatus,
  type TrustedDevice,
  SOCIAL_MESSAGES,
} from '@hadal/domain';
import type { UserRow } from '@/db/schema';
import { BadRequest, Conflict, NotFound } from '@/lib/errors';
import { hasUsablePassword, verifyPassword } from '@/modules/users';
import { createCodeCheck } from './code-check';
import { deviceNameFrom } from './device-name';
import { createLoginTokens } from './login-token';
import {
  countPasskeys,
  countUnusedBackupCodes,
  deleteAllFactors,
  deleteTrustedDevice,
  findActiveTrustedDevice,
  findSecret,
  insertTrustedDevice,
  listTrustedDevices,
  markEnabled,
  replaceBackupCodes,
  savePendingSecret,
  touchTrustedDevice,
} from './mfa.queries';
import type { CodeCheck, MfaServiceDeps } from './mfa.types';
import { createPasskeys } from './passkeys';
import { createTrustedDeviceEnds } from './trusted-device-ends';
import { enrolment, newBackupCode, newTotpSecret } from './totp';

/** The cookie that marks a trusted browser (its value is a random token; the database keeps its hash). */
export const TRUSTED_DEVICE_COOKIE = 'hadal_trusted_device';

export interface CookieToSet {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: 'strict'; secure: boolean; path: string; expires: Date };
}

/**
 * Two-factor authentication (spec 02 §2 "Two-factor authentication", §4, §5): setup, enable,
 * disable, verify, trusted devices and passkeys, and the second step of a sign-in (used by auth).
 */
export function createMfaService(deps: MfaServiceDeps) {
  const { db, clock, box, limiter, notifier } = deps;
  const codes = createCodeCheck({ db, clock, box });
  const loginTokens = createLoginTokens({ masterKey: deps.masterKey, clock });
  const passkeys = createPasskeys(deps);

  /** A code check under the sign-in lockout: wrong codes count, a locked account gets 429. */
  async function limitedCheck(userId: number, address: string, run: () => Promise<CodeCheck>): Promise<CodeCheck> {
    const subject = { accountId: userId };
    await limiter.assertAllowed(subject, address);
    const result = await run();
    if (result.ok) await limiter.recordSuccess(subject);
    else {
      const locked = await limiter.recordFailure(subject, address);
      if (locked) throw locked;
    }
    return result;
  }

  async function afterCode(userId: number, result: CodeCheck): Promise<number | null> {
    if (result.ok && result.factor === 'backup') {
      await notifier.sendSecurityNotification(userId, 'backup_code_used', `Backup codes left: ${result.remaining}`);
      return result.remaining;
    }
    return null;
  }

  async function isEnabled(userId: number): Promise<boolean> {
    return Boolean((await findSecret(db, userId))?.enabledAt);
  }

  return {
    isEnabled,
    passkeys,

    async status(userId: number): Promise<MfaStatus> {
      const secret = await findSecret(db, userId);
      const enabled = Boolean(secret?.enabledAt);
      return {
        is_enabled: enabled,
        enabled_at: secret?.enabledAt?.toISOString() ?? null,
        backup_codes_remaining: enabled ? await countUnusedBackupCodes(db, userId) : 0,
        passkeys: enabled ? await countPasskeys(db, userId) : 0,
      };
    },

    /** A new secret and 10 backup codes, shown once; MFA is on only after a first code (enable). */
    async setup(user: UserRow): Promise<MfaSetupResponse> {
      if (await isEnabled(user.id)) throw new Conflict(MFA_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      await db.transaction(async (tx) => {
        await savePendingSecret(tx, user.id, box.encrypt(secret), clock.now());
        await replaceBackupCodes(
          tx,
          user.id,
          backupCodes.map((c) => box.hash(normalizeBackupCode(c))),
        );
      });
      const { otpauthUrl, qrCodeDataUrl } = await enrolment(secret, user.email ?? user.username);
      return { qr_code_url: qrCodeDataUrl, secret_key: secret, otpauth_url: otpauthUrl, backup_codes: backupCodes };
    },

    /**
     * Turns two-factor authentication on with a known secret, without backup codes (the bootstrap
     * administrator's ADMIN_TOTP_SECRET, for test and benchmark environments). Replaces any factor.
     */
    async enableWithSecret(userId: number, secret: string): Promise<void> {
      await deps.uow.transaction(async (tx, wrote) => {
        await deleteAllFactors(tx, userId);
        await savePendingSecret(tx, userId, box.encrypt(secret), clock.now());
        await markEnabled(tx, userId, clock.now());
        wrote.account(userId);
      });
    },

    async enable(userId: number, code: string, address: string): Promise<MfaResult> {
      const secret = await findSecret(db, userId);
      if (secret?.enabledAt) throw new Conflict(MFA_MESSAGES.alreadyEnabled);
      if (!secret) throw new BadRequest(MFA_MESSAGES.setupFirst);
      const result = await limitedCheck(userId, address, async () =>
        (await codes.totp(userId, code, secret.secretEncrypted)) ? { ok: true, factor: 'totp' } : { ok: false },
      );
      if (!result.ok) throw new BadRequest(MFA_MESSAGES.invalidCode);
      const enabled = await deps.uow.run(async (db, wrote) => {
        const enabled = await markEnabled(db, userId, clock.now());
        if (enabled) wrote.account(userId);
        return enabled;
      });
      if (!enabled) throw new Conflict(MFA_MESSAGES.alreadyEnabled);
      await notifier.sendSecurityNotification(userId, 'mfa_enabled');
      return { detail: 'Two-factor authentication is enabled', backup_codes_remaining: null };
    },

    /** Needs the password and a current code (or a backup code); removes every factor. */
    async disable(user: UserRow, password: string, code: string, address: string): Promise<MfaResult> {
      if (!(await isEnabled(user.id))) throw new BadRequest(MFA_MESSAGES.notEnabled);
      if (!hasUsablePassword(user.passwordHash)) throw new BadRequest(SOCIAL_MESSAGES.noPassword);
      const subject = { accountId: user.id };
      await limiter.assertAllowed(subject, address);
      if (!(await verifyPassword(user.passwordHash, password))) {
        const locked = await limiter.recordFailure(subject, address);
        if (locked) throw locked;
        throw new BadRequest(MFA_MESSAGES.wrongPassword);
      }
      const result = await limitedCheck(user.id, address, () => codes.check(user.id, code));
      if (!result.ok) throw new BadRequest(MFA_MESSAGES.invalidCode);
      await deps.uow.transaction(async (tx, wrote) => {
        await deleteAllFactors(tx, user.id);
        wrote.account(user.id);
      });
      await notifier.sendSecurityNotification(user.id, 'mfa_disabled');
      return { detail: 'Two-factor authentication is disabled', backup_codes_remaining: null };
    },

    /** Checks a code for the signed-in account (a step-up check); a backup code is used up. */
    async verify(userId: number, code: string, address: string): Promise<MfaResult> {
      if (!(await isEnabled(userId))) throw new BadRequest(MFA_MESSAGES.notEnabled);
      const result = await limitedCheck(userId, address, () => codes.check(userId, code));
      if (!result.ok) throw new BadRequest(MFA_MESSAGES.invalidCode);
      return { detail: 'Code verified', backup_codes_remaining: await afterCode(userId, result) };
    },

    async trustedDevices(userId: number): Promise<TrustedDevice[]> {
      const rows = await listTrustedDevices(db, userId, clock.now());
      return rows.map((r) => ({
        id: r.id,
        device_name: r.deviceName,
        last_used: r.lastUsedAt?.toISOString() ?? null,
        trusted_until: r.trustedUntil.toISOString(),
        created_at: r.createdAt.toISOString(),
        ended_at: r.endedAt?.toISOString() ?? null,
        ended_reason: r.endedReason ?? null,
      }));
    },

    /** A password change or reset: every trusted browser asks for a code again (listed as ended). */
    endTrustedDevices: createTrustedDeviceEnds({ db, clock }).endTrustedDevices,

    async revokeTrustedDevice(userId: number, id: number): Promise<void> {
      if (!(await deleteTrustedDevice(db, userId, id))) throw new NotFound(MFA_MESSAGES.deviceNotFound);
    },

    /** An administrator removes two-factor authentication from an account (spec 02 §6). */
    async removeForUser(userId: number): Promise<void> {
      await deps.uow.transaction(async (tx, wrote) => {
        await deleteAllFactors(tx, userId);
        wrote.account(userId);
      });
    },

    // The second step of a sign-in (modules/auth).

    loginTokens,

    /** The browser's trusted-device cookie still holds for this account: it skips the code. */
    async trustedDeviceSkips(userId: number, token: string | undefined): Promise<boolean> {
      if (!token || token.length > 200) return false;
      const device = await findActiveTrustedDevice(db, userId, box.hash(token), clock.now());
      if (!device) return false;
      await touchTrustedDevice(db, device.id, clock.now());
      return true;
    },

    /** A code or backup code at sign-in, under the lockout; a used backup code is reported by email. */
    async checkLoginCode(userId: number, code: string, address: string): Promise<boolean> {
      const result = await limitedCheck(userId, address, () => codes.check(userId, code));
      await afterCode(userId, result);
      return result.ok;
    },

    /** A passkey assertion at sign-in, under the same lockout. */
    async checkLoginPasskey(userId: number, response: Record<string, unknown>, address: string): Promise<boolean> {
      const result = await limitedCheck(userId, address, async () =>
        (await passkeys.verifyLogin(userId, response)) ? { ok: true, factor: 'totp' } : { ok: false },
      );
      return result.ok;
    },

    /** Trusts this browser for 30 days: a new device row and the cookie that names it. */
    async trustDevice(userId: number, userAgent: string | undefined): Promise<CookieToSet> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const trustedUntil = new Date(now.getTime() + TRUSTED_DEVICE_TTL_MS);
      const deviceName = deviceNameFrom(userAgent);
      await insertTrustedDevice(db, { userId, tokenHash: box.hash(token), deviceName, createdAt: now, trustedUntil });
      await notifier.sendSecurityNotification(userId, 'trusted_device_added', `Device: ${deviceName}`);
      return {
        name: TRUSTED_DEVICE_COOKIE,
        value: token,
        options: {
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.secureCookies,
          path: '/api/auth',
          expires: trustedUntil,
        },
      };
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
