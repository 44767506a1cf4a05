import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createDbJobQueue } from '@/adapters/jobs/db-job-queue';
import { jobs as jobsTable } from '@/db/schema';
import { silentLogger } from '@/lib/logger';
import { createTestApp } from '@test/helpers/test-app';
import { createJobs, type JobPayload } from './jobs.service';
import { JOB_MAX_ATTEMPTS, JOB_RETRY_MAX_MS, retryDelayMs } from './retry-policy';

const ctx = await createTestApp();

/** A runner on the test database, as each server process builds one. */
function runner() {
  return createJobs({ queue: createDbJobQueue(ctx.db), clock: ctx.clock, log: silentLogger, pollIntervalMs: 50 });
}

async function statusOf(id: number) {
  const [row] = await ctx.db.select().from(jobsTable).where(eq(jobsTable.id, id));
  return row!;
}

describe('retry policy', () => {
  it('backs off exponentially from 30 s, capped at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(JOB_MAX_ATTEMPTS)).toBe(JOB_RETRY_MAX_MS);
  });

  it('property: the wait never shrinks and never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (attempt) => {
        expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempt));
        expect(retryDelayMs(attempt)).toBeLessThanOrEqual(JOB_RETRY_MAX_MS);
      }),
    );
  });
});

describe('job queue', () => {
  it('runs a queued job once and marks it done', async () => {
    const jobs = runner();
    const seen: JobPayload[] = [];
    jobs.handle('test.once', async (payload) => {
      seen.push(payload);
    });
    const id = await jobs.enqueue('test.once', { n: 1 });
    expect(await jobs.drain()).toBe(1);
    expect(await jobs.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await statusOf(id!)).status).toBe('done');
  });

  it('queues a dedupe key once', async () => {
    const jobs = runner();
    jobs.handle('test.dedupe', async () => {});
    expect(await jobs.enqueue('test.dedupe', {}, { dedupeKey: 'same-key' })).not.toBeNull();
    expect(await jobs.enqueue('test.dedupe', {}, { dedupeKey: 'same-key' })).toBeNull();
    expect(await jobs.drain()).toBe(1);
  });

  it('waits until runAt', async () => {
    const jobs = runner();
    let ran = 0;
    jobs.handle('test.later', async () => {
      ran += 1;
    });
    await jobs.enqueue('test.later', {}, { runAt: new Date(ctx.clock.now().getTime() + 60_000) });
    await jobs.drain();
    expect(ran).toBe(0);
    ctx.clock.advance(60_000);
    await jobs.drain();
    expect(ran).toBe(1);
  });

  it('retries a failing job with backoff, and gives up after its attempts', async () => {
    const jobs = runner();
    let calls = 0;
    jobs.handle('test.flaky', async () => {
      calls += 1;
      throw new Error('smtp down');
    });
    const id = (await jobs.enqueue('test.flaky', {}, { maxAttempts: 3 }))!;
    await jobs.drain();
    expect(calls).toBe(1);
    const first = await statusOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    expect(first.runAt.getTime() - ctx.clock.now().getTime()).toBe(30_000);

    ctx.clock.advance(29_999);
    await jobs.drain();
    expect(calls).toBe(1);
    ctx.clock.advance(1);
    await jobs.drain();
    expect(calls).toBe(2);
    ctx.clock.advance(60_000);
    await jobs.drain();
    expect(calls).toBe(3);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    ctx.clock.advance(3_600_000);
    await jobs.drain();
    expect(calls).toBe(3);
  });

  it('lets another worker take over a job whose lease ran out, and ignores the late finish', async () => {
    const a = runner();
    const b = runner();
    let release: () => void = () => {};
    const runs: string[] = [];
    a.handle('test.slow', async () => {
      runs.push('a');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    b.handle('test.slow', async () => {
      runs.push('b');
    });
    const id = (await a.enqueue('test.slow', {}))!;
    const slow = a.runDue();
    await expect.poll(() => runs.length).toBe(1);
    // While a holds the lease, b finds nothing.
    expect(await b.runDue()).toBe(0);
    ctx.clock.advance(5 * 60_000);
    expect(await b.runDue()).toBe(1);
    release();
    await slow;
    expect(runs).toEqual(['a', 'b']);
    expect(await statusOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never runs a job twice when several workers drain at once', async () => {
    const workers = [runner(), runner(), runner()];
    const ran = new Map<number, number>();
    for (const w of workers) {
      w.handle('test.race', async (payload) => {
        const n = payload.n as number;
        ran.set(n, (ran.get(n) ?? 0) + 1);
      });
    }
    for (let n = 0; n < 40; n += 1) await workers[0]!.enqueue('test.race', { n });
    await Promise.all(workers.map((w) => w.drain()));
    expect([...ran.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...ran.values()].every((count) => count === 1)).toBe(true);
  });

  it('queues a schedule occurrence once however many schedulers tick', async () => {
    const workers = [runner(), runner()];
    let ran = 0;
    for (const w of workers) {
      w.schedule({
        kind: 'test.weekly',
        catchUpMs: 0,
        occurrence: (now) => ({ dedupeKey: `test-weekly:${now.toISOString().slice(0, 10)}`, runAt: now, payload: {} }),
      });
      w.handle('test.weekly', async () => {
        ran += 1;
      });
    }
    await Promise.all([workers[0]!.drain(), workers[1]!.drain(), workers[0]!.tick(), workers[1]!.tick()]);
    await Promise.all(workers.map((w) => w.drain()));
    expect(ran).toBe(1);
  });

  it('skips an occurrence missed by more than its catch-up time', async () => {
    const jobs = runner();
    let ran = 0;
    const dueAt = new Date(ctx.clock.now().getTime() + 60_000);
    jobs.schedule({
      kind: 'test.late',
      catchUpMs: 30_000,
      occurrence: () => ({ dedupeKey: 'test-late', runAt: dueAt, payload: {} }),
    });
    jobs.handle('test.late', async () => {
      ran += 1;
    });
    await jobs.drain();
    expect(ran).toBe(0);
    ctx.clock.advance(60_000 + 30_001);
    await jobs.drain();
    expect(ran).toBe(0);
  });

  it('fails a job nobody handles', async () => {
    const jobs = runner();
    const id = (await jobs.enqueue('test.unknown', {}))!;
    await jobs.drain();
    expect((await statusOf(id)).status).toBe('failed');
  });

  it('runs queued work in the background once started, and stops cleanly', async () => {
    const jobs = runner();
    const done = new Promise<JobPayload>((resolve) => jobs.handle('test.background', async (p) => resolve(p)));
    jobs.start();
    await jobs.enqueue('test.background', { hello: 'adduunka' });
    expect(await done).toEqual({ hello: 'adduunka' });
    await jobs.stop();
  });
});
