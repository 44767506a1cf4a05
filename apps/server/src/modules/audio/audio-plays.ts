import { sql } from 'drizzle-orm';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Db } from '@/db/client';
import { audioPlayCounts } from '@/db/schema';

/**
 * How often each audio key is served by /audio and /api/audio: one counter per key, nothing
 * about who listened or when. The voice studio's queue puts the most played lines first, and the
 * admin dashboard's coverage weighs keys by their plays.
 */
export function createAudioPlays(db: Db, uow: UnitOfWork) {
  return {
    /** One more play of `audioKey` (a single upsert: concurrent plays all count). */
    async count(audioKey: string): Promise<void> {
      await uow.run((db) =>
        db
          .insert(audioPlayCounts)
          .values({ audioKey, plays: 1 })
          .onConflictDoUpdate({ target: audioPlayCounts.audioKey, set: { plays: sql`${audioPlayCounts.plays} + 1` } }),
      );
    },

    /** Every counted key with its plays. */
    async all(): Promise<Map<string, number>> {
      const rows = await db.select().from(audioPlayCounts);
      return new Map(rows.map((r) => [r.audioKey, r.plays]));
    },
  };
}
export type AudioPlays = ReturnType<typeof createAudioPlays>;
