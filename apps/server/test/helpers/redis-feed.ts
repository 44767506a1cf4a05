import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createRedisChangeFeed } from '@/adapters/change-feed/redis-change-feed';
import { silentLogger } from '@/lib/logger';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two processes' change feeds over the test Redis, on a channel of their own (no other test
 * file hears them), closed after the file. Call it in a describe block; await both `ready()`s
 * before publishing.
 */
export function twoProcessesOverRedis() {
  const channel = `hadal:test:${randomBytes(4).toString('hex')}:changes`;
  const a = createRedisChangeFeed(TEST_REDIS_URL, silentLogger, { channel });
  const b = createRedisChangeFeed(TEST_REDIS_URL, silentLogger, { channel });
  afterAll(() => Promise.all([a.close(), b.close()]));
  return { a, b };
}
