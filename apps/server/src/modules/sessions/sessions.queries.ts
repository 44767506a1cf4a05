import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { refreshTokens, sessions, type SessionRow } from '@/db/schema';

/** The sessions module owns sessions and refresh_tokens; only these queries touch them. */

export type SessionEndReason = NonNullable<SessionRow['endedReason']>;

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** A session by id. */
export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** Ends open sessions matching `where`; returns the ids ended. */
async function endWhere(db: DbOrTx, where: ReturnType<typeof and | typeof or>, reason: SessionEndReason, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(where, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends the session and every child-view session opened from it. */
export function endSession(db: DbOrTx, id: string, reason: SessionEndReason, now: Date) {
  return endWhere(db, or(eq(sessions.id, id), eq(sessions.openedFromSessionId, id)), reason, now);
}

/** Ends every session of the user, and every child-view session the user acts in as the parent. */
export function endUserSessions(db: DbOrTx, userId: number, reason: SessionEndReason, now: Date, keep?: string) {
  const mine = or(eq(sessions.userId, userId), eq(sessions.actingParentId, userId));
  return endWhere(db, and(mine, keep ? ne(sessions.id, keep) : undefined), reason, now);
}

export async function insertRefreshToken(db: DbOrTx, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used (rotated); false when another request used it first. */
export async function claimRefreshToken(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: 'rotated' })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}
