import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, type JobRow } from '@/db/schema';
import type { ClaimedJob, JobCounts, JobQueue } from './job-queue';

const ERROR_MAX_CHARS = 2000;

function claimed(row: JobRow): ClaimedJob {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    dedupeKey: row.dedupeKey,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
  };
}

/** The attempt still belongs to the worker holding it (not taken over after its lease ran out). */
function held(job: ClaimedJob) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempt));
}

/**
 * The jobs table as a queue. A claim is one statement: the due rows are selected FOR UPDATE SKIP
 * LOCKED (a row another worker is claiming is skipped, never taken twice) and marked running with
 * a lease in the same UPDATE.
 */
export function createDbJobQueue(db: Db): JobQueue {
  return {
    kind: 'database',

    async enqueue(job, tx = db) {
      const [row] = await tx
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          dedupeKey: job.dedupeKey ?? null,
          runAt: job.runAt,
          maxAttempts: job.maxAttempts,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },

    async claim(now, limit, leaseMs) {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(jobs.id, due))
        .returning();
      return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id).map(claimed);
    },

    async complete(job, now) {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
        .where(held(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async retryLater(job, runAt, error) {
      await db
        .update(jobs)
        .set({ status: 'pending', runAt, lockedUntil: null, lastError: error.slice(0, ERROR_MAX_CHARS) })
        .where(held(job));
    },

    async fail(job, now, error) {
      await db
        .update(jobs)
        .set({ status: 'failed', finishedAt: now, lockedUntil: null, lastError: error.slice(0, ERROR_MAX_CHARS) })
        .where(held(job));
    },

    async purgeFinished(before) {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.status, 'done'), isNull(jobs.dedupeKey), lte(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async counts() {
      const rows = await db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
      const out: JobCounts = { pending: 0, running: 0, done: 0, failed: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    async close() {},
  };
}
