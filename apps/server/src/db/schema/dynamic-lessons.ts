import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A learner's dynamic lesson (spec 02 §3): a role-play conversation script, validated before it is stored. */
export const dynamicLessons = pgTable(
  'dynamic_lessons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenario: text('scenario').notNull(),
    difficulty: text('difficulty').notNull(),
    /** built_in (the dialogue bank's composer) or llm (a language model). */
    source: text('source', { enum: ['built_in', 'llm'] }).notNull(),
    scenarioUsed: text('scenario_used'),
    script: jsonb('script').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dynamic_lessons_user_idx').on(t.userId, t.createdAt)],
);

/** A learner's run through a dynamic lesson: where they are and what they answered (never audio). */
export const dynamicLessonSessions = pgTable(
  'dynamic_lesson_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => dynamicLessons.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /** History entries, oldest first. */
    history: jsonb('history').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dynamic_lesson_sessions_lesson_idx').on(t.lessonId, t.userId)],
);

/** The Somali text of each dyn_ audio file, synthesised on first request through the TTS adapter. */
export const dynamicLessonAudio = pgTable('dynamic_lesson_audio', {
  file: text('file').primaryKey(),
  text: text('text').notNull(),
});
