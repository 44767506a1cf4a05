import { Redis } from 'ioredis';
import { DependencyUnavailable } from '@/lib/database-errors';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

const KEY_PREFIX = 'hadal:rl:';

// KEYS[1] counter hash; ARGV[1] now ms; ARGV[2] window ms. Returns {count, resetAtMs}.
const HIT_SCRIPT = `
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then
  c = 1
  r = now + win
else
  c = c + 1
end
redis.call('HSET', KEYS[1], 'c', c, 'r', string.format('%d', r))
redis.call('PEXPIRE', KEYS[1], math.max(1000, r - now + 1000))
return {c, string.format('%d', r)}
`;

/** How long one counter command may take before the request is answered 503. */
const COMMAND_TIMEOUT_MS = 2_000;

/** A Redis failure becomes a 503: a lockout check that cannot be made never lets a sign-in through. */
const unavailable = (error: unknown): never => {
  throw new DependencyUnavailable('Redis', error);
};

/** Counters in Redis (REDIS_URL), shared by several server processes. */
export function createRedisRateLimitStore(redisUrl: string, options: { keyPrefix?: string } = {}): RateLimitStore {
  const prefix = options.keyPrefix ?? KEY_PREFIX;
  // Commands wait at most COMMAND_TIMEOUT_MS (a frozen Redis) and fail after 3 reconnect tries (a
  // stopped one); Redis coming back is picked up by the reconnecting client.
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 3,
    lazyConnect: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
  });
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowMs, nowMs): Promise<WindowCount> {
      const [count, resetAt] = (await redis
        .eval(HIT_SCRIPT, 1, prefix + key, String(nowMs), String(windowMs))
        .catch(unavailable)) as [number, string];
      return { count: Number(count), resetAtMs: Number(resetAt) };
    },
    async get(key, nowMs) {
      const [c, r] = await redis.hmget(prefix + key, 'c', 'r').catch(unavailable);
      if (c === null || r === null || Number(r) <= nowMs) return null;
      return { count: Number(c), resetAtMs: Number(r) };
    },
    async reset(key) {
      await redis.del(prefix + key).catch(unavailable);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
