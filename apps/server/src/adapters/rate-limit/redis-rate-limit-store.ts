import { Redis } from 'ioredis';
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

/** Counters in Redis (REDIS_URL), shared by several server processes. */
export function createRedisRateLimitStore(redisUrl: string, options: { keyPrefix?: string } = {}): RateLimitStore {
  const prefix = options.keyPrefix ?? KEY_PREFIX;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowMs, nowMs): Promise<WindowCount> {
      const [count, resetAt] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(nowMs), String(windowMs))) as [
        number,
        string,
      ];
      return { count: Number(count), resetAtMs: Number(resetAt) };
    },
    async get(key, nowMs) {
      const [c, r] = await redis.hmget(prefix + key, 'c', 'r');
      if (c === null || r === null || Number(r) <= nowMs) return null;
      return { count: Number(c), resetAtMs: Number(r) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
