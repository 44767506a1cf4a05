import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { refreshTokens } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { sha256 } from '@/lib/hash';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export type RevokeReason = 'logout' | 'reuse' | 'password' | 'admin';

export type RefreshOutcome =
  | { ok: true; userId: number; familyId: string; token: string; actingParentId: number | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Opaque refresh tokens, stored hashed, rotated on every use; reuse revokes the family. A family
 * may belong to a child-view session: it then names the acting parent, which every refresh keeps.
 */
export function createRefreshTokens(db: Db, clock: Clock) {
  async function insert(userId: number, familyId: string, actingParentId: number | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      actingParentId,
      tokenHash: sha256(token),
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: clock.now(),
    });
    return token;
  }

  async function revokeFamily(familyId: string, reason: RevokeReason) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** A new session: a new family with its first token; `actingParentId` for a parent viewing as a child. */
    async issue(
      userId: number,
      options: { actingParentId?: number } = {},
    ): Promise<{ token: string; familyId: string }> {
      const familyId = randomUUID();
      return { token: await insert(userId, familyId, options.actingParentId ?? null), familyId };
    },

    /** Exchanges a valid token for the next one of its family. */
    async rotate(token: string): Promise<RefreshOutcome> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) {
        // A rotated token presented again: someone holds a copy. End the whole session.
        if (row.revokedReason === 'rotated') await revokeFamily(row.familyId, 'reuse');
        return { ok: false, reason: 'reused' };
      }
      if (row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired' };
      const claimed = await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now(), revokedReason: 'rotated' })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId, 'reuse');
        return { ok: false, reason: 'reused' };
      }
      return {
        ok: true,
        userId: row.userId,
        familyId: row.familyId,
        actingParentId: row.actingParentId,
        token: await insert(row.userId, row.familyId, row.actingParentId),
      };
    },

    /** Signs out the session the token belongs to. Unknown tokens are ignored. */
    async revoke(token: string, reason: RevokeReason = 'logout'): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (row) await revokeFamily(row.familyId, reason);
    },

    /**
     * Signs out every session of the user, and every child-view session the user acts in, except
     * `keepFamilyId` when given.
     */
    async revokeAllForUser(userId: number, reason: RevokeReason, keepFamilyId?: string): Promise<void> {
      const conditions = [
        or(eq(refreshTokens.userId, userId), eq(refreshTokens.actingParentId, userId)),
        isNull(refreshTokens.revokedAt),
      ];
      if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(and(...conditions));
    },
  };
}
export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
