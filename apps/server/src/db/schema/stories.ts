import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's progress on one story, keyed by the story's stable_id so it survives bundle
 * upgrades. The first pass (completed_at set) grants the story's XP; the learner row lock of
 * the completion call makes it happen once under parallel requests.
 */
export const storyProgress = pgTable(
  'story_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyStableId: text('story_stable_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The most questions answered right in one attempt. */
    bestCorrect: integer('best_correct').notNull().default(0),
    /** XP granted for this story (its first pass). */
    xpEarned: integer('xp_earned').notNull().default(0),
    /** When the story was first passed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('story_progress_user_story_uq').on(t.userId, t.storyStableId)],
);

export type StoryProgressRow = typeof storyProgress.$inferSelect;
