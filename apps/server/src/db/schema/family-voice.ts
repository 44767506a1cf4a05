import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A parent's recording of a course audio key for their children (all of them, or one): the
 * family's personal data. The bytes are in the audio store under `store_key`; the row goes with
 * the parent or the child (cascade), and the module deletes the stored bytes first.
 */
export const familyVoiceRecordings = pgTable(
  'family_voice_recordings',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: every child of the parent hears it; else only this child. */
    childId: integer('child_id').references(() => users.id, { onDelete: 'cascade' }),
    audioKey: text('audio_key').notNull(),
    storeKey: text('store_key').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_voice_parent_key_child_uq').on(t.parentId, t.audioKey, sql`coalesce(${t.childId}, 0)`),
    index('family_voice_child_idx').on(t.childId),
  ],
);

export type FamilyVoiceRecordingRow = typeof familyVoiceRecordings.$inferSelect;
