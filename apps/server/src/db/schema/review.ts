import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's review cards (spec 02 §3 "Review item") with their FSRS card state. One card per
 * learner and Somali answer (`answer_key`, the answer's audio key stem): populating a lesson twice,
 * or two lessons teaching one word, never makes a second card.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answerKey: text('answer_key').notNull(),
    /** Where the card came from: a lesson's vocabulary, its key phrases, or a question answered wrong. */
    sourceKind: text('source_kind', { enum: ['vocabulary', 'phrase', 'mistake'] }).notNull(),
    lessonStableId: text('lesson_stable_id').notNull(),
    exerciseId: text('exercise_id'),
    // FSRS card state (ts-fsrs Card).
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    /** Reviews so far: the item's `repetitions`. */
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_items_user_answer_uq').on(t.userId, t.answerKey),
    index('review_items_user_due_idx').on(t.userId, t.due),
    index('review_items_answer_key_idx').on(t.answerKey),
  ],
);

/**
 * Every rating, with the card state before and after it, so FSRS parameters can be optimised per
 * learner later. One row per (item, review_number): a repeated or parallel request for the same
 * review cannot record it, or pay its XP, twice.
 */
export const reviewLog = pgTable(
  'review_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewItemId: integer('review_item_id')
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** The item's repetitions after this review (1 for its first). */
    reviewNumber: integer('review_number').notNull(),
    /** quality_rating as sent: 0 to 5. */
    qualityRating: smallint('quality_rating').notNull(),
    /** The FSRS rating it scheduled with: 1 Again, 2 Hard, 3 Good, 4 Easy. */
    fsrsRating: smallint('fsrs_rating').notNull(),
    correct: boolean('correct').notNull(),
    /** XP this rating granted (the review XP ledger). */
    xp: integer('xp').notNull(),
    responseTimeMs: integer('response_time_ms'),
    stateBefore: smallint('state_before').notNull(),
    stabilityBefore: doublePrecision('stability_before').notNull(),
    difficultyBefore: doublePrecision('difficulty_before').notNull(),
    dueBefore: timestamp('due_before', { withTimezone: true }).notNull(),
    /** Days since the previous review (0 for the first). */
    elapsedDays: integer('elapsed_days').notNull(),
    stabilityAfter: doublePrecision('stability_after').notNull(),
    difficultyAfter: doublePrecision('difficulty_after').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    dueAfter: timestamp('due_after', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_log_item_review_uq').on(t.reviewItemId, t.reviewNumber),
    index('review_log_user_reviewed_idx').on(t.userId, t.reviewedAt),
  ],
);

export type ReviewItemRow = typeof reviewItems.$inferSelect;
export type NewReviewItem = typeof reviewItems.$inferInsert;
export type ReviewLogRow = typeof reviewLog.$inferSelect;
