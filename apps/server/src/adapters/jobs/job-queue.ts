import type { DbOrTx } from '@/db/client';

/**
 * Where background jobs wait: a queue every server process shares. The embedded default is the
 * database's `jobs` table (claims with FOR UPDATE SKIP LOCKED, on PGlite and PostgreSQL alike).
 * Times come from the caller's clock, so tests move through schedules and retries without waiting.
 */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Unique across the queue: a second job with the same key is not queued (scheduled occurrences). */
  dedupeKey?: string;
  /** Not before this moment. */
  runAt: Date;
  maxAttempts: number;
}

/** A job a worker holds: nobody else runs it until it is finished, retried or its lease runs out. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  dedupeKey: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobCounts {
  pending: number;
  running: number;
  done: number;
  failed: number;
}

export interface JobQueue {
  readonly kind: 'database';
  /**
   * Queues a job; returns its id, or null when a job with the same dedupe key exists. Pass the
   * transaction that causes the job, so the job exists exactly when that work was committed.
   */
  enqueue(job: NewJob, tx?: DbOrTx): Promise<number | null>;
  /** Claims up to `limit` jobs due at `now` (or whose lease ran out) for `leaseMs`. */
  claim(now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]>;
  /** Marks a claimed attempt done; false when the claim was lost (its lease ran out and another took it). */
  complete(job: ClaimedJob, now: Date): Promise<boolean>;
  /** Puts a claimed attempt back, due again at `runAt`. */
  retryLater(job: ClaimedJob, runAt: Date, error: string): Promise<void>;
  /** Gives up on a job for good. */
  fail(job: ClaimedJob, now: Date, error: string): Promise<void>;
  /** Deletes finished jobs without a dedupe key that finished before `before`. */
  purgeFinished(before: Date): Promise<number>;
  counts(): Promise<JobCounts>;
  close(): Promise<void>;
}
