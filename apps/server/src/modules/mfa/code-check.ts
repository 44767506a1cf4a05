import { isFreshStep, looksLikeTotp, normalizeBackupCode } from '@hadal/domain';
import type { Db } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { countUnusedBackupCodes, findSecret, lastUsedStep, recordUsedStep, useBackupCode } from './mfa.queries';
import type { SecretBox } from './secret-box';
import { matchTotpStep } from './totp';
import type { CodeCheck } from './mfa.types';

/**
 * Checks a second-factor code: a TOTP code of now or one step either side that was not used before
 * (a step is used once, and never one older than the last used), or an unused backup code.
 */
export function createCodeCheck({ db, clock, box }: { db: Db; clock: Clock; box: SecretBox }) {
  async function totp(userId: number, code: string, sealedSecret: string): Promise<boolean> {
    const now = clock.now();
    const step = matchTotpStep(box.decrypt(sealedSecret), code.trim(), now.getTime());
    if (step === null) return false;
    if (!isFreshStep(step, await lastUsedStep(db, userId))) return false;
    return recordUsedStep(db, userId, step, now);
  }

  return {
    totp,
    /** A code against the account's enabled factors; backup codes only where `allowBackup`. */
    async check(userId: number, code: string, { allowBackup = true } = {}): Promise<CodeCheck> {
      const secret = await findSecret(db, userId);
      if (!secret?.enabledAt) return { ok: false };
      if (looksLikeTotp(code))
        return (await totp(userId, code, secret.secretEncrypted)) ? { ok: true, factor: 'totp' } : { ok: false };
      if (!allowBackup) return { ok: false };
      const normalized = normalizeBackupCode(code);
      if (normalized.length !== 10) return { ok: false };
      if (!(await useBackupCode(db, userId, box.hash(normalized), clock.now()))) return { ok: false };
      return { ok: true, factor: 'backup', remaining: await countUnusedBackupCodes(db, userId) };
    },
  };
}
export type CodeChecker = ReturnType<typeof createCodeCheck>;
