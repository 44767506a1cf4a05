import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { LessonFile, StoryFile } from '@hadal/domain';

/** One registered version of a curriculum bundle (content/bundles/<bundle_id>/bundle.json). */
export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    bundleId: text('bundle_id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bundles_bundle_id_version_uq').on(t.bundleId, t.version),
    // At most one active bundle, enforced by the database.
    uniqueIndex('bundles_one_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
  ],
);

/** A lesson of a registered bundle version; `data` is the lesson file with its audio keys added. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    bundlePk: integer('bundle_pk')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    stableId: text('stable_id').notNull(),
    lessonType: text('lesson_type').notNull(),
    cefrLevel: text('cefr_level').notNull(),
    level: integer('level').notNull(),
    orderIndex: integer('order_index').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    data: jsonb('data').$type<LessonFile>().notNull(),
  },
  (t) => [
    uniqueIndex('lessons_bundle_stable_id_uq').on(t.bundlePk, t.stableId),
    index('lessons_stable_id_idx').on(t.stableId),
  ],
);

/** A story (graded reading) of a registered bundle version; `data` is the story file with its audio keys added. */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    bundlePk: integer('bundle_pk')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    stableId: text('stable_id').notNull(),
    cefrLevel: text('cefr_level').notNull(),
    orderIndex: integer('order_index').notNull(),
    data: jsonb('data').$type<StoryFile>().notNull(),
  },
  (t) => [uniqueIndex('stories_bundle_stable_id_uq').on(t.bundlePk, t.stableId)],
);

export type BundleRow = typeof bundles.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;
