import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createRedisSessionEvents } from '@/adapters/session-events/redis-session-events';
import { silentLogger } from '@/lib/logger';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two processes' session events over the test Redis, on channels of their own (no other test
 * file hears them), closed after the file. Call it in a describe block; await both `ready()`s
 * before publishing.
 */
export function twoProcessesOverRedis() {
  const tag = randomBytes(4).toString('hex');
  const channels = {
    channel: `hadal:test:${tag}:sessions`,
    accountsChannel: `hadal:test:${tag}:accounts`,
    learnersChannel: `hadal:test:${tag}:learners`,
    ticketsChannel: `hadal:test:${tag}:tickets`,
  };
  const a = createRedisSessionEvents(TEST_REDIS_URL, silentLogger, channels);
  const b = createRedisSessionEvents(TEST_REDIS_URL, silentLogger, channels);
  afterAll(() => Promise.all([a.close(), b.close()]));
  return { a, b };
}
