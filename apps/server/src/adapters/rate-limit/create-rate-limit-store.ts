import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDbRateLimitStore } from './db-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

export function createRateLimitStore(config: Config, db: Db): RateLimitStore {
  return config.REDIS_URL ? createRedisRateLimitStore(config.REDIS_URL) : createDbRateLimitStore(db);
}
