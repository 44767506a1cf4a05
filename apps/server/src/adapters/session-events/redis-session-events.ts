import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createListeners, type SessionEvents } from './session-events';

const CHANNEL = 'hadal:sessions:ended';
const ACCOUNTS_CHANNEL = 'hadal:accounts:changed';
const LEARNERS_CHANNEL = 'hadal:learners:changed';
const TICKETS_CHANNEL = 'hadal:tickets:changed';

const isId = (id: unknown): id is number => Number.isInteger(id);
const isSessionId = (id: unknown): id is string => typeof id === 'string';

/**
 * Ended sessions, changed accounts, learners and tickets over Redis pub/sub (REDIS_URL): this
 * process is told at once, the others when the message arrives. If Redis is unreachable, other
 * processes forget what they cached when the entry expires (SESSION_CACHE_TTL_MS,
 * ACCOUNT_CACHE_TTL_MS, LEARNER_CACHE_TTL_MS, SHARED_LIST_TTL_MS).
 */
export function createRedisSessionEvents(
  redisUrl: string,
  log: Logger,
  options: { channel?: string; accountsChannel?: string; learnersChannel?: string; ticketsChannel?: string } = {},
): SessionEvents {
  const channels = {
    ended: options.channel ?? CHANNEL,
    accounts: options.accountsChannel ?? ACCOUNTS_CHANNEL,
    learners: options.learnersChannel ?? LEARNERS_CHANNEL,
    tickets: options.ticketsChannel ?? TICKETS_CHANNEL,
  };
  const origin = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const ended = createListeners<string>();
  const accounts = createListeners<number>();
  const learners = createListeners<number>();
  const tickets = createListeners<number>();
  const subscribed = subscriber.subscribe(channels.ended, channels.accounts, channels.learners, channels.tickets).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'could not subscribe to session and account events'),
  );
  subscriber.on('message', (channel, message: string) => {
    try {
      const event = JSON.parse(message) as { origin?: string; ids?: unknown };
      if (event.origin === origin || !Array.isArray(event.ids)) return;
      if (channel === channels.ended) ended.tell(event.ids.filter(isSessionId));
      else if (channel === channels.accounts) accounts.tell(event.ids.filter(isId));
      else if (channel === channels.learners) learners.tell(event.ids.filter(isId));
      else if (channel === channels.tickets) tickets.tell(event.ids.filter(isId));
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
      ended.tell(ids);
      publish(channels.ended, ids, 'ended sessions');
    },
    onEnded: ended.add,
    publishAccountsChanged(ids) {
      accounts.tell(ids);
      publish(channels.accounts, ids, 'changed accounts');
    },
    onAccountsChanged: accounts.add,
    publishLearnersChanged(ids) {
      learners.tell(ids);
      publish(channels.learners, ids, 'changed learners');
    },
    onLearnersChanged: learners.add,
    publishTicketsChanged(ids) {
      tickets.tell(ids);
      publish(channels.tickets, ids, 'changed tickets');
    },
    onTicketsChanged: tickets.add,
    ready: () => subscribed,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
