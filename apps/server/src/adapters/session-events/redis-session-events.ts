import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SessionEvents } from './session-events';

const CHANNEL = 'hadal:sessions:ended';

/**
 * Ended sessions over Redis pub/sub (REDIS_URL): this process is told at once, the others when the
 * message arrives. If Redis is unreachable, other processes forget an ended session when their
 * cached entry expires (SESSION_CACHE_TTL_MS).
 */
export function createRedisSessionEvents(
  redisUrl: string,
  log: Logger,
  options: { channel?: string } = {},
): SessionEvents {
  const channel = options.channel ?? CHANNEL;
  const origin = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const listeners: ((ids: string[]) => void)[] = [];
  const tell = (ids: string[]) => {
    for (const listener of listeners) listener(ids);
  };
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'could not subscribe to ended sessions'),
  );
  subscriber.on('message', (_channel, message: string) => {
    try {
      const event = JSON.parse(message) as { origin?: string; ids?: unknown };
      if (event.origin === origin || !Array.isArray(event.ids)) return;
      tell(event.ids.filter((id): id is string => typeof id === 'string'));
    } catch {
      // Not ours: ignore.
    }
  });
  return {
    kind: 'redis',
    publishEnded(ids) {
      tell(ids);
      publisher.publish(channel, JSON.stringify({ origin, ids })).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish ended sessions');
      });
    },
    onEnded(listener) {
      listeners.push(listener);
    },
    ready: () => subscribed,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
