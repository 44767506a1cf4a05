import { LRUCache } from 'lru-cache';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import { createCache } from '@/lib/cache';
import type { Clock } from '@/lib/clock';
import type { SessionRow } from '@/db/schema';

/** How long a process trusts a session it read, unless told sooner that it ended. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions remembered per process (the most recently used). */
export const SESSION_CACHE_MAX = 50_000;

type LoadSession = (sessionId: string) => Promise<SessionRow | null>;

/**
 * The access-token check reads each session once a minute instead of on every request (lib/cache.ts),
 * and never past the session's expiry. An ended session is forgotten at once in this process and,
 * through the change feed (Redis when REDIS_URL is set), in every other; a read that was under way
 * when its session ended answers null.
 */
export function createSessionCache(deps: {
  load: LoadSession;
  clock: Clock;
  changes: Pick<ChangeListeners, 'onSessionsEnded'>;
}) {
  const active = createCache<SessionRow | null>(deps.clock, { ttlMs: SESSION_CACHE_TTL_MS, max: SESSION_CACHE_MAX });
  // A session never starts again once ended: remembering the ended ones answers null for a read
  // that was under way when its session ended.
  const ended = new LRUCache<string, true>({ max: SESSION_CACHE_MAX });
  deps.changes.onSessionsEnded((ids) => {
    for (const id of ids) ended.set(id, true);
    active.forget(ids);
  });

  /** The session as this process holds it, without reading: null once it ended, undefined when it must be read. */
  function cached(sessionId: string): SessionRow | null | undefined {
    if (ended.has(sessionId)) return null;
    return active.peek(sessionId)?.value ?? undefined;
  }

  return {
    cached,
    async activeSession(sessionId: string): Promise<SessionRow | null> {
      if (ended.has(sessionId)) return null;
      const session = await active.get(sessionId, '', async () => {
        const session = await deps.load(sessionId);
        // A missing session is never kept.
        return { value: session, until: session?.expiresAt.getTime() ?? 0 };
      });
      return ended.has(sessionId) ? null : session;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
