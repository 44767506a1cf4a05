import { LRUCache } from 'lru-cache';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { Clock } from '@/lib/clock';
import type { SessionRow } from '@/db/schema';

/** How long a process trusts a session it read, unless told sooner that it ended. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions remembered per process (the most recently used). */
export const SESSION_CACHE_MAX = 50_000;

type LoadSession = (sessionId: string) => Promise<SessionRow | null>;

/**
 * The access-token check reads each session once a minute instead of on every request. An ended
 * session is forgotten at once in this process and, through the change feed (Redis when REDIS_URL is
 * set), in every other; a read that was under way when its session ended is not kept.
 */
export function createSessionCache(load: LoadSession, clock: Clock, changes: Pick<ChangeListeners, 'onSessionsEnded'>) {
  const active = new LRUCache<string, { session: SessionRow; readAt: number }>({ max: SESSION_CACHE_MAX });
  // A session never starts again once ended: remembering the ended ones keeps a read that was
  // under way when its session ended from being kept.
  const ended = new LRUCache<string, true>({ max: SESSION_CACHE_MAX });
  changes.onSessionsEnded((ids) => {
    for (const id of ids) {
      active.delete(id);
      ended.set(id, true);
    }
  });

  /** The session as this process holds it, without reading: null once it ended, undefined when it must be read. */
  function cached(sessionId: string): SessionRow | null | undefined {
    if (ended.has(sessionId)) return null;
    const now = clock.now().getTime();
    const hit = active.get(sessionId);
    return hit && now - hit.readAt < SESSION_CACHE_TTL_MS && hit.session.expiresAt.getTime() > now
      ? hit.session
      : undefined;
  }

  return {
    cached,
    async activeSession(sessionId: string): Promise<SessionRow | null> {
      const held = cached(sessionId);
      if (held !== undefined) return held;
      const now = clock.now().getTime();
      active.delete(sessionId);
      const session = await load(sessionId);
      if (ended.has(sessionId)) return null;
      if (session) active.set(sessionId, { session, readAt: now });
      return session;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
