import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createChangeListeners, type ChangeFeed, type Changes } from './change-feed';

const CHANNEL = 'hadal:changes';

const isId = (id: unknown): id is number => Number.isInteger(id);
const isSessionId = (id: unknown): id is string => typeof id === 'string';
const listOf = <T>(ids: unknown, is: (id: unknown) => id is T): T[] => (Array.isArray(ids) ? ids.filter(is) : []);

/**
 * The change feed over Redis pub/sub (REDIS_URL), one message per committed unit of work: this
 * process is told at once, the others when the message arrives. If Redis is unreachable, other
 * processes forget what they cached when the entry expires (the TTLs of lib/cache.ts and the
 * session and account caches).
 */
export function createRedisChangeFeed(redisUrl: string, log: Logger, options: { channel?: string } = {}): ChangeFeed {
  const channel = options.channel ?? CHANNEL;
  const origin = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const { tell, ...listeners } = createChangeListeners();
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'could not subscribe to the change feed'),
  );
  subscriber.on('message', (from, message: string) => {
    if (from !== channel) return;
    try {
      const event = JSON.parse(message) as { origin?: string } & Record<keyof Changes, unknown>;
      if (event.origin === origin) return;
      tell({
        accounts: listOf(event.accounts, isId),
        learners: listOf(event.learners, isId),
        tickets: listOf(event.tickets, isId),
        sessionsEnded: listOf(event.sessionsEnded, isSessionId),
      });
    } catch {
      // Not ours: ignore.
    }
  });
  return {
    kind: 'redis',
    ...listeners,
    publish(changes) {
      tell(changes);
      publisher.publish(channel, JSON.stringify({ origin, ...changes })).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish changes');
      });
    },
    ready: () => subscribed,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
