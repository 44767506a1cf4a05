import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { VOICE_STUDIO_STATUSES } from '@hadal/domain';
import { users } from './users';

/**
 * A contributor's recording of a course audio key (issue 45). Pending until an admin approves or
 * rejects it; at most one approved recording per key (the native voice everyone hears). The bytes
 * are in the audio store under `store_key` (deleted when it is rejected or replaced). The row goes
 * with its contributor (cascade); the module deletes the stored bytes first.
 */
export const voiceStudioRecordings = pgTable(
  'voice_studio_recordings',
  {
    id: serial('id').primaryKey(),
    audioKey: text('audio_key').notNull(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VOICE_STUDIO_STATUSES }).notNull().default('pending'),
    storeKey: text('store_key').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('voice_studio_approved_key_uq')
      .on(t.audioKey)
      .where(sql`${t.status} = 'approved'`),
    // A contributor has at most one pending take of a line (a new take replaces their own).
    uniqueIndex('voice_studio_pending_uq')
      .on(t.contributorId, t.audioKey)
      .where(sql`${t.status} = 'pending'`),
    index('voice_studio_status_idx').on(t.status, t.id),
  ],
);
export type VoiceStudioRecordingRow = typeof voiceStudioRecordings.$inferSelect;

/** How many times /audio and /api/audio served each audio key: no user, no time, only a count. */
export const audioPlayCounts = pgTable('audio_play_counts', {
  audioKey: text('audio_key').primaryKey(),
  plays: integer('plays').notNull().default(0),
});
