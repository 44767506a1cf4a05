import type { Logger } from 'pino';
import type { ClaimedJob, JobQueue } from '@/adapters/jobs/job-queue';
import type { DbOrTx } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

export type JobPayload = Record<string, unknown>;

/** Runs one job. Throwing means "try again later" (with backoff) until the attempts run out. */
export type JobHandler = (payload: JobPayload, job: ClaimedJob) => Promise<void>;

/** A recurring job: at each tick, the latest occurrence due by `now` is queued once (its dedupe key). */
export interface Schedule {
  kind: string;
  occurrence(now: Date): { dedupeKey: string; runAt: Date; payload: JobPayload };
  /** An occurrence missed (no process running) is still queued this long after it was due; later, it is skipped. */
  catchUpMs: number;
}

export interface EnqueueOptions {
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** The transaction whose work causes the job. */
  tx?: DbOrTx;
}

export interface JobsDeps {
  queue: JobQueue;
  clock: Clock;
  log: Logger;
  /** Pause between polls of the worker loop when nothing is due. */
  pollIntervalMs: number;
  /** Jobs claimed per round. */
  batchSize?: number;
}

/** Finished jobs without a dedupe key are kept this long, then deleted. */
export const FINISHED_JOB_RETENTION_MS = 14 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Background jobs: modules register a handler per kind and their recurring schedules; anything
 * may enqueue. server.ts starts the worker loop; tests call drain() instead. Safe with several
 * processes: claims come from the shared queue, scheduled occurrences are queued once by key.
 */
export function createJobs(deps: JobsDeps) {
  const { queue, clock, log } = deps;
  const batchSize = deps.batchSize ?? 10;
  const handlers = new Map<string, JobHandler>();
  const schedules: Schedule[] = [];
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lastPurgeMs = 0;
  /** The occurrence each schedule last queued from this process: it is offered to the queue once. */
  const offered = new Map<Schedule, string>();

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) {
      await queue.fail(job, clock.now(), `no handler for job kind ${job.kind}`);
      log.error({ job: job.id, kind: job.kind }, 'job failed: no handler for its kind');
      return;
    }
    try {
      await handler(job.payload, job);
      if (!(await queue.complete(job, clock.now()))) {
        log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease ran out');
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempt >= job.maxAttempts) {
        await queue.fail(job, clock.now(), message);
        log.error({ err, job: job.id, kind: job.kind, attempt: job.attempt }, 'job failed for good');
      } else {
        const runAt = new Date(clock.now().getTime() + retryDelayMs(job.attempt));
        await queue.retryLater(job, runAt, message);
        log.warn({ err, job: job.id, kind: job.kind, attempt: job.attempt, retryAt: runAt }, 'job failed; will retry');
      }
    }
  }

  const jobs = {
    /** Registers the code that runs jobs of `kind` (one handler per kind). */
    handle(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is already registered`);
      handlers.set(kind, handler);
    },

    /** Registers a recurring job; its occurrences are queued by tick(). */
    schedule(schedule: Schedule): void {
      schedules.push(schedule);
    },

    /** Queues a job; null when its dedupe key was already queued. Wakes this process's worker. */
    async enqueue(kind: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<number | null> {
      const id = await queue.enqueue(
        {
          kind,
          payload,
          dedupeKey: options.dedupeKey,
          runAt: options.runAt ?? clock.now(),
          maxAttempts: options.maxAttempts ?? JOB_MAX_ATTEMPTS,
        },
        options.tx,
      );
      // Inside a transaction the row is not visible yet; the next poll finds it.
      if (id !== null && !options.tx) wake?.();
      return id;
    },

    /** Queues each schedule's latest occurrence due by now (once: its dedupe key). */
    async tick(): Promise<void> {
      const now = clock.now();
      for (const s of schedules) {
        const o = s.occurrence(now);
        const lateMs = now.getTime() - o.runAt.getTime();
        if (lateMs < 0 || lateMs > s.catchUpMs || offered.get(s) === o.dedupeKey) continue;
        await queue.enqueue({
          kind: s.kind,
          payload: o.payload,
          dedupeKey: o.dedupeKey,
          runAt: o.runAt,
          maxAttempts: JOB_MAX_ATTEMPTS,
        });
        offered.set(s, o.dedupeKey);
      }
      if (now.getTime() - lastPurgeMs >= PURGE_EVERY_MS) {
        lastPurgeMs = now.getTime();
        await queue.purgeFinished(new Date(now.getTime() - FINISHED_JOB_RETENTION_MS));
      }
    },

    /** Claims the jobs due now and runs them, one after another; returns how many ran. */
    async runDue(): Promise<number> {
      const claimedJobs = await queue.claim(clock.now(), batchSize, JOB_LEASE_MS);
      for (const job of claimedJobs) await runOne(job);
      return claimedJobs.length;
    },

    /**
     * Tests: queue due occurrences and run every due job, including jobs those jobs queue, until
     * nothing is due. Returns how many ran.
     */
    async drain(maxRounds = 100): Promise<number> {
      let total = 0;
      await jobs.tick();
      for (let round = 0; round < maxRounds; round += 1) {
        const n = await jobs.runDue();
        total += n;
        if (n === 0) return total;
      }
      throw new Error(`jobs still due after ${maxRounds} rounds`);
    },

    counts: () => queue.counts(),

    /** Starts the worker loop of this process (server.ts). */
    start(): void {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let ran = 0;
          try {
            await jobs.tick();
            ran = await jobs.runDue();
          } catch (err) {
            log.error({ err }, 'job worker round failed; retrying after the poll interval');
          }
          if (ran > 0 || !running) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, deps.pollIntervalMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
        }
      })();
    },

    /** Stops the loop after the job in hand (graceful shutdown). */
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
  return jobs;
}
export type Jobs = ReturnType<typeof createJobs>;
