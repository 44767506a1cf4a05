import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One answer of a placement test, as the domain's placement rules read it. */
export interface StoredPlacementAnswer {
  questionId: string;
  level: 'A1' | 'A2' | 'B1' | 'B2';
  right: boolean;
  guess: number;
  /** Typed or picked (picked when absent: tests taken before typed questions). */
  response?: 'pick' | 'typed';
  /** A dictation: the literacy evidence at A1. */
  dictation?: boolean;
  /** Typed exactly as the course writes it, not just "almost". */
  written?: boolean;
}

/**
 * A learner's placement tests (content/README.md, "Placement"). The server picks each question
 * (`current_question_id`) and grades the answers itself; a finished test keeps its result. Taking
 * the test again abandons a test under way; the newest finished test is the learner's placement.
 */
export const placementTests = pgTable(
  'placement_tests',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_progress', 'finished', 'abandoned'] }).notNull(),
    answers: jsonb('answers').$type<StoredPlacementAnswer[]>().notNull().default([]),
    currentQuestionId: text('current_question_id'),
    masteredLevel: text('mastered_level'),
    startLevel: text('start_level'),
    skippedLessons: integer('skipped_lessons').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('placement_tests_user_idx').on(t.userId, t.startedAt)],
);

export type PlacementTestRow = typeof placementTests.$inferSelect;
