import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { sha256 } from '@/lib/hash';
import {
  claimRefreshToken,
  endSession,
  endUserSessions,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  type SessionEndReason,
} from './sessions.queries';

/** A session lives at most this long, however often its refresh token rotates. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** Kept for callers that speak of refresh tokens: their lifetime is the session's. */
export const REFRESH_TOKEN_TTL_MS = SESSION_TTL_MS;

/**
 * A token rotated this recently may be presented again and gets the same successor: two tabs, or a
 * retried request whose answer was lost, refresh one token at once. Later, a second use is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type RevokeReason = SessionEndReason;

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

export type RefreshOutcome =
  | { ok: true; userId: number; sessionId: string; actingParentId: number | null; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'ended' };

export interface RefreshTokensDeps {
  db: Db;
  /** Ending sessions runs in a unit of work: the access-token check of every process forgets them. */
  uow: UnitOfWork;
  clock: Clock;
  /** The key a token's successor is derived with (HMAC). */
  successorKey: string;
}

/**
 * Sessions and their refresh tokens: opaque, stored hashed, rotated on every use; reuse of a
 * rotated token (after REFRESH_REUSE_GRACE_MS) ends the whole session. Ending a session ends every
 * access token that names it. A token's successor is derived from it with `successorKey` (HMAC), so
 * a second refresh inside the grace window can answer the same successor without storing it.
 */
export function createRefreshTokens({ db, uow, clock, successorKey }: RefreshTokensDeps) {
  const successorOf = (token: string) =>
    createHmac('sha256', successorKey).update(`refresh-successor:${token}`).digest('base64url');

  async function newToken(
    userId: number,
    sessionId: string,
    expiresAt: Date,
    token = randomBytes(32).toString('base64url'),
  ): Promise<string> {
    await insertRefreshToken(db, {
      userId,
      familyId: sessionId,
      tokenHash: sha256(token),
      expiresAt,
      createdAt: clock.now(),
    });
    return token;
  }

  async function end(sessionId: string, reason: SessionEndReason) {
    await uow.run(async (db, wrote) => wrote.sessionEnded(...(await endSession(db, sessionId, reason, clock.now()))));
  }

  return {
    /**
     * A new session for the user, with its first refresh token. A child-view session names the
     * parent acting as that child and the parent's session it was opened from (ending that one ends it).
     */
    async start(
      userId: number,
      options: { actingParentId?: number; openedFromSessionId?: string } = {},
    ): Promise<StartedSession> {
      const sessionId = randomUUID();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await insertSession(db, {
        id: sessionId,
        userId,
        actingParentId: options.actingParentId ?? null,
        openedFromSessionId: options.openedFromSessionId ?? null,
        createdAt: now,
        expiresAt,
      });
      return { sessionId, refreshToken: await newToken(userId, sessionId, expiresAt) };
    },

    /**
     * Exchanges a valid token for the next one of its session. The same token presented again within
     * REFRESH_REUSE_GRACE_MS of its rotation gets the same successor, while that successor is unused.
     */
    async rotate(token: string): Promise<RefreshOutcome> {
      const hash = sha256(token);
      const row = await findRefreshToken(db, hash);
      if (!row) return { ok: false, reason: 'unknown' };
      const session = await findSession(db, row.familyId);
      if (!session || session.endedAt) return { ok: false, reason: 'ended' };
      const now = clock.now();
      const granted = (next: string): RefreshOutcome => ({
        ok: true,
        userId: row.userId,
        sessionId: session.id,
        actingParentId: session.actingParentId,
        token: next,
      });
      if (!row.revokedAt) {
        if (session.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
        if (await claimRefreshToken(db, row.id, now)) {
          return granted(await newToken(row.userId, session.id, session.expiresAt, successorOf(token)));
        }
      }
      // Used already: by a request racing this one, or earlier. Within the grace window, and while
      // its successor has not been used in turn, this is the same holder asking twice.
      const used = row.revokedAt ? row : await findRefreshToken(db, hash);
      const recent =
        used?.revokedReason === 'rotated' &&
        used.revokedAt !== null &&
        now.getTime() - used.revokedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      if (recent && session.expiresAt.getTime() > now.getTime()) {
        const successor = successorOf(token);
        const next = await findRefreshToken(db, sha256(successor));
        // The racing request may not have stored the successor yet; once stored it must be unused.
        if (!next?.revokedAt) return granted(successor);
      }
      // A rotated token presented again: someone holds a copy. End the whole session.
      await end(row.familyId, 'reuse');
      return { ok: false, reason: 'reused' };
    },

    /** Signs out the session the refresh token belongs to. Unknown tokens are ignored. */
    async revoke(token: string, reason: RevokeReason = 'logout'): Promise<void> {
      const row = await findRefreshToken(db, sha256(token));
      if (row) await end(row.familyId, reason);
    },

    /** Ends the session (and the child-view sessions opened from it). */
    endSession: end,

    /** Ends every session of the user and every child-view session it acts in, except `keepSessionId`. */
    async revokeAllForUser(userId: number, reason: RevokeReason, keepSessionId?: string): Promise<void> {
      await uow.run(async (db, wrote) =>
        wrote.sessionEnded(...(await endUserSessions(db, userId, reason, clock.now(), keepSessionId))),
      );
    },

    /** The session if it may still be used at `now`: not ended, not past its absolute lifetime. */
    async activeSession(sessionId: string) {
      const session = await findSession(db, sessionId);
      if (!session || session.endedAt || session.expiresAt.getTime() <= clock.now().getTime()) return null;
      return session;
    },
  };
}
export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
