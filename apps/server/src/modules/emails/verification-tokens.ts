import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { verificationTokens, type VerificationPurpose } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { sha256 } from '@/lib/hash';

export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;
/** Unsubscribe links in emails keep working for 90 days. */
export const UNSUBSCRIBE_TTL_MS = 90 * 24 * 3600 * 1000;

/** Single-use emailed tokens: only their sha256 is stored, with an expiry and a purpose. */
export function createVerificationTokens({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async issue(
      userId: number,
      purpose: VerificationPurpose,
      ttlMs: number,
      target?: string,
      options: { token?: string; tx?: DbOrTx } = {},
    ): Promise<string> {
      const token = options.token ?? randomBytes(32).toString('base64url');
      await (options.tx ?? db).insert(verificationTokens).values({
        userId,
        purpose,
        tokenHash: sha256(token),
        target: target ?? null,
        expiresAt: new Date(clock.now().getTime() + ttlMs),
        createdAt: clock.now(),
      });
      return token;
    },

    /** The owner of a token still usable for this purpose, without using it up (null otherwise). */
    async find(token: string, purpose: VerificationPurpose): Promise<{ userId: number; target: string | null } | null> {
      const t = verificationTokens;
      const [row] = await db
        .select({ userId: t.userId, target: t.target })
        .from(t)
        .where(
          and(eq(t.tokenHash, sha256(token)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, clock.now())),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks the token used and returns its owner; null when unknown, used, expired or of another purpose. */
    async consume(
      token: string,
      purpose: VerificationPurpose,
      tx: DbOrTx = db,
    ): Promise<{ userId: number; target: string | null } | null> {
      const t = verificationTokens;
      const [row] = await tx
        .update(t)
        .set({ usedAt: clock.now() })
        .where(
          and(eq(t.tokenHash, sha256(token)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, clock.now())),
        )
        .returning({ userId: t.userId, target: t.target });
      return row ?? null;
    },

    /** Uses up every open token of the user for a purpose (after a reset, for example). */
    async invalidateAll(userId: number, purpose: VerificationPurpose): Promise<void> {
      const t = verificationTokens;
      await db
        .update(t)
        .set({ usedAt: clock.now() })
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)));
    },
  };
}
export type VerificationTokens = ReturnType<typeof createVerificationTokens>;
