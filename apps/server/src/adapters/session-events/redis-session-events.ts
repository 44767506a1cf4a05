import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SessionEvents } from './session-events';

const CHANNEL = 'hadal:sessions:ended';
const ACCOUNTS_CHANNEL = 'hadal:accounts:changed';

/**
 * Ended sessions and changed accounts over Redis pub/sub (REDIS_URL): this process is told at
 * once, the others when the message arrives. If Redis is unreachable, other processes forget what
 * they cached when the entry expires (SESSION_CACHE_TTL_MS, ACCOUNT_CACHE_TTL_MS).
 */
export function createRedisSessionEvents(
  redisUrl: string,
  log: Logger,
  options: { channel?: string; accountsChannel?: string } = {},
): SessionEvents {
  const channels = { ended: options.channel ?? CHANNEL, accounts: options.accountsChannel ?? ACCOUNTS_CHANNEL };
  const origin = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const ended: ((ids: string[]) => void)[] = [];
  const changed: ((ids: number[]) => void)[] = [];
  const tellEnded = (ids: string[]) => {
    for (const listener of ended) listener(ids);
  };
  const tellChanged = (ids: number[]) => {
    for (const listener of changed) listener(ids);
  };
  const subscribed = subscriber.subscribe(channels.ended, channels.accounts).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'could not subscribe to session and account events'),
  );
  subscriber.on('message', (channel, message: string) => {
    try {
      const event = JSON.parse(message) as { origin?: string; ids?: unknown };
      if (event.origin === origin || !Array.isArray(event.ids)) return;
      if (channel === channels.ended) tellEnded(event.ids.filter((id): id is string => typeof id === 'string'));
      else if (channel === channels.accounts) tellChanged(event.ids.filter((id): id is number => Number.isInteger(id)));
    } catch {
      // Not ours: ignore.
    }
  });
  const publish = (channel: string, ids: unknown[], what: string) => {
    publisher.publish(channel, JSON.stringify({ origin, ids })).catch((error: unknown) => {
      log.warn({ err: error }, `could not publish ${what}`);
    });
  };
  return {
    kind: 'redis',
    publishEnded(ids) {
      tellEnded(ids);
      publish(channels.ended, ids, 'ended sessions');
    },
    onEnded(listener) {
      ended.push(listener);
    },
    publishAccountsChanged(ids) {
      tellChanged(ids);
      publish(channels.accounts, ids, 'changed accounts');
    },
    onAccountsChanged(listener) {
      changed.push(listener);
    },
    ready: () => subscribed,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
