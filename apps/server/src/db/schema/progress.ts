import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's progress on one lesson, keyed by the lesson's stable_id so it survives bundle
 * upgrades. Completion is sticky; skip is a state of its own (spec 01 §4 "Lesson states").
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonStableId: text('lesson_stable_id').notNull(),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    skipped: boolean('skipped').notNull().default(false),
    /** Skipped by a placement test (no XP), not by the learner; a retake may undo it. */
    skippedByPlacement: boolean('skipped_by_placement').notNull().default(false),
    /** Sum of the XP the ledger granted for this lesson. */
    xpEarned: integer('xp_earned').notNull().default(0),
    /** When the lesson was first passed; kept through restart and skip (the next lesson stays unlocked). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the lesson was first passed with every graded question right at the first try (Perfect Lesson). */
    perfectAt: timestamp('perfect_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lesson_progress_user_lesson_uq').on(t.userId, t.lessonStableId)],
);

export const XP_GRANT_KINDS = ['first_pass', 'practice', 'legacy'] as const;

/**
 * XP granted for lessons. The database enforces the rule of packages/domain (xpGrantFor): one
 * first pass per learner and lesson, one practice grant per learner, lesson and UTC day, and an
 * attempt id (the client's idempotency key) counted once. users.xp_points is the sum of a
 * learner's rows plus XP from other sources such as review. 'legacy': grants made before the rule.
 */
export const lessonXpLedger = pgTable(
  'lesson_xp_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonStableId: text('lesson_stable_id').notNull(),
    attemptId: uuid('attempt_id'),
    kind: text('kind', { enum: XP_GRANT_KINDS }).notNull().default('legacy'),
    /** The UTC day of a practice grant. */
    grantDay: date('grant_day', { mode: 'string' }),
    xp: integer('xp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_xp_ledger_attempt_uq').on(t.userId, t.lessonStableId, t.attemptId),
    uniqueIndex('lesson_xp_ledger_first_pass_uq')
      .on(t.userId, t.lessonStableId)
      .where(sql`${t.kind} = 'first_pass'`),
    uniqueIndex('lesson_xp_ledger_practice_day_uq')
      .on(t.userId, t.lessonStableId, t.grantDay)
      .where(sql`${t.kind} = 'practice'`),
  ],
);

/** Problem reports on a lesson ('Report a problem'), read on the admin feedback page. */
export const lessonFeedback = pgTable(
  'lesson_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    lessonStableId: text('lesson_stable_id').notNull(),
    lessonTitle: text('lesson_title').notNull(),
    bundleId: text('bundle_id').notNull(),
    feedbackType: text('feedback_type', { enum: ['wording', 'grammar', 'bug'] }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_feedback_created_at_idx').on(t.createdAt)],
);

export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type LessonFeedbackRow = typeof lessonFeedback.$inferSelect;
