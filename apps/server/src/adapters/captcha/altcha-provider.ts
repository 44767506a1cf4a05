import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { usedCaptchaPayloads } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { CaptchaChallenge, CaptchaProvider, CaptchaResult } from './captcha-provider';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt: about 0.7 s of work in a browser (see STACK-NOTES). */
export const ALTCHA_COST = 1000;
export const ALTCHA_CHALLENGE_TTL_S = 20 * 60;

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): AltchaPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    if (!value || typeof value !== 'object' || !value.challenge?.parameters || !value.solution) return null;
    return value as AltchaPayload;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA. The expiry is a signed field of the challenge checked against our clock,
 * and the signature of every accepted solution is stored until that expiry, so a replay fails.
 */
export function createAltchaProvider(db: Db, clock: Clock, hmacKey: string): CaptchaProvider {
  return {
    kind: 'altcha',
    async createChallenge(): Promise<CaptchaChallenge> {
      const exp = Math.floor(clock.now().getTime() / 1000) + ALTCHA_CHALLENGE_TTL_S;
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        data: { exp },
      });
      return challenge as CaptchaChallenge;
    },
    async verify(payload): Promise<CaptchaResult> {
      if (!payload) return { ok: false, reason: 'missing' };
      const parsed = parsePayload(payload);
      if (!parsed) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result?.verified || !parsed.challenge.signature) return { ok: false, reason: 'invalid' };
      const exp = Number(parsed.challenge.parameters.data?.exp);
      const nowMs = clock.now().getTime();
      if (!Number.isFinite(exp) || exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
      await db.delete(usedCaptchaPayloads).where(lt(usedCaptchaPayloads.expiresAt, new Date(nowMs)));
      const inserted = await db
        .insert(usedCaptchaPayloads)
        .values({ signature: parsed.challenge.signature, expiresAt: new Date(exp * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchaPayloads.signature });
      return inserted.length === 1 ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}
