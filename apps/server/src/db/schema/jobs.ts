import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work (every email, scheduled reports), shared by every server process. A worker
 * claims due rows with SELECT … FOR UPDATE SKIP LOCKED, so two processes never take the same job;
 * a claim is a lease (locked_until) that another worker may take over once it runs out. A
 * scheduled occurrence carries a unique dedupe_key, so it is queued once however many schedulers run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_dedupe_key_uq').on(t.dedupeKey), index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;
