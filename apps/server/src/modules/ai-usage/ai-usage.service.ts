import type { Db, DbOrTx } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { HttpError } from '@/lib/errors';
import { clearUsage, decrementUsage, incrementBelow, limitsOf, upsertLimit, usageOn } from './ai-usage.queries';

export const AI_LIMIT_REACHED_MESSAGE =
  'You have reached your daily limit of AI lessons. It resets at midnight UTC (00:00 UTC); please try again then.';

/** 429 with Retry-After until the next UTC midnight, when the count starts again. */
export class AiLimitReached extends HttpError {
  constructor(retryAfterS: number) {
    super(429, AI_LIMIT_REACHED_MESSAGE, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });
  }
}

/** The UTC calendar day of an instant, YYYY-MM-DD: usage counts per UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface AiUsageOf {
  dailyLimit: number;
  todayUsage: number;
}

export interface AiUse extends AiUsageOf {
  /** The UTC day the use was counted on (give it back with `release`). */
  day: string;
}

/**
 * Per-user daily AI limits and per-UTC-day usage counters. AI features call `consume(userId)`
 * before each generation: it counts the use atomically or refuses it over the limit.
 */
export function createAiUsageService({ db, clock, defaultLimit }: { db: Db; clock: Clock; defaultLimit: number }) {
  async function usageOf(userIds: number[]): Promise<Map<number, AiUsageOf>> {
    const day = utcDay(clock.now());
    const [limits, usage] = await Promise.all([limitsOf(db, userIds), usageOn(db, userIds, day)]);
    return new Map(
      userIds.map((id) => [id, { dailyLimit: limits.get(id) ?? defaultLimit, todayUsage: usage.get(id) ?? 0 }]),
    );
  }

  return {
    defaultLimit,
    usageOf,

    /** Counts one AI use of today (UTC), or throws AiLimitReached (429) when the limit is reached. */
    async consume(userId: number): Promise<AiUse> {
      const now = clock.now();
      const limit = (await limitsOf(db, [userId])).get(userId) ?? defaultLimit;
      const count = await incrementBelow(db, userId, utcDay(now), limit);
      if (count === null) {
        const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
        throw new AiLimitReached((midnight - now.getTime()) / 1000);
      }
      return { dailyLimit: limit, todayUsage: count, day: utcDay(now) };
    },

    /** Gives back one use of `day` (a generation that failed does not count). */
    async release(userId: number, day: string): Promise<void> {
      await decrementUsage(db, userId, day);
    },

    async setLimit(userId: number, dailyLimit: number, tx: DbOrTx = db): Promise<void> {
      await upsertLimit(tx, userId, dailyLimit, clock.now());
    },

    /** Today's count back to 0. */
    async resetToday(userId: number, tx: DbOrTx = db): Promise<void> {
      await clearUsage(tx, userId, utcDay(clock.now()));
    },
  };
}
export type AiUsageService = ReturnType<typeof createAiUsageService>;
