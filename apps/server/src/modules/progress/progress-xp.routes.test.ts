import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import { gradedLessonResult } from '@hadal/domain';
import { lessonXpLedger } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { authHeader } from '@test/helpers/factories';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { progressTestKit } from './progress.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
});

const { learner, put, xpOf, stateful } = progressTestKit(() => ctx);

describe('XP for lesson progress', () => {
  it("grants in full what the player's graded result claims, for every way of passing", async () => {
    const lesson = (await ctx.services.content.findLesson('food-one'))!;
    const ids = lesson.exercises.map((e) => e.id);
    // Every subset of steps answered right that passes on graded questions.
    for (let mask = 0; mask < 1 << ids.length; mask += 1) {
      const result = gradedLessonResult(
        lesson.exercises,
        ids.filter((_, i) => mask & (1 << i)),
      );
      if (!result.passed) continue;
      const { headers } = await learner();
      const res = await put(headers, 'food-one', {
        progress_percentage: 100,
        completed: true,
        xp_earned: result.xpEarned,
        attempt_id: randomUUID(),
      });
      expect(res.json()).toMatchObject({ xp_granted: result.xpEarned, completed: true });
    }
  });

  it('grants XP once per attempt, however often the request is repeated', async () => {
    const { user, headers } = await learner();
    const attempt = randomUUID();
    const body = { progress_percentage: 100, completed: true, xp_earned: 30, attempt_id: attempt };
    const first = await put(headers, 'food-one', body);
    expect(first.json()).toMatchObject({ xp_granted: 30, total_xp: 30, completed: true, progress_percentage: 100 });
    const again = await put(headers, 'food-one', body);
    expect(again.json()).toMatchObject({ xp_granted: 0, total_xp: 30 });
    expect((await xpOf(user.id)).xp).toBe(30);
    // A new attempt (replaying the lesson) earns again.
    const replay = await put(headers, 'food-one', { ...body, attempt_id: randomUUID(), xp_earned: 20 });
    expect(replay.json()).toMatchObject({ xp_granted: 20, total_xp: 50, xp_earned: 50 });
  });

  it("accepts the spec's body without an attempt id and caps XP at the lesson maximum", async () => {
    const { user, headers } = await learner();
    // food-one: 3 graded exercises and an introduction → at most 4 × 5 + 15 = 35
    const spec = await put(headers, 'food-one', {
      progress_percentage: 100,
      completed: true,
      xp_earned: 2000,
      skipped: false,
    });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ completed: true, xp_granted: 35, total_xp: 35 });
    // Progress without completion earns nothing, whatever it claims.
    const notDone = await put(headers, 'verbs-a1', {
      progress_percentage: 50,
      completed: false,
      xp_earned: 5,
      skipped: false,
    });
    expect(notDone.json()).toMatchObject({ progress_percentage: 50, xp_granted: 0 });
    // A phrase-only lesson gives at most 10.
    const phrases = await put(headers, 'greetings-phrases', {
      progress_percentage: 100,
      completed: true,
      xp_earned: 11,
    });
    expect(phrases.json()).toMatchObject({ xp_granted: 10 });
    expect((await xpOf(user.id)).xp).toBe(45);
  });

  it('cannot be farmed: new attempt ids earn the first pass once and practice XP once per UTC day', async () => {
    const { user, headers } = await learner();
    const completions = Array.from({ length: 40 }, () =>
      put(headers, 'food-one', { progress_percentage: 100, completed: true, xp_earned: 35, attempt_id: randomUUID() }),
    );
    const results = await Promise.all(completions);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await xpOf(user.id)).xp).toBe(70);
    // The next UTC day allows one more practice grant, and no more.
    ctx.clock.advance(24 * 3600 * 1000);
    const next = await authHeader(ctx, user);
    for (let i = 0; i < 3; i += 1)
      await put(next, 'food-one', { progress_percentage: 100, completed: true, xp_earned: 35 });
    expect((await xpOf(user.id)).xp).toBe(105);
  });

  it('restarts and skips a completed lesson per spec 01 §4, keeping its XP and the next lesson open', async () => {
    const { user, headers } = await learner();
    await put(headers, 'food-one', { progress_percentage: 100, completed: true, xp_earned: 20 });
    // Replaying keeps it completed.
    const replay = await put(headers, 'food-one', { progress_percentage: 40 });
    expect(replay.json()).toMatchObject({ completed: true, progress_percentage: 100 });
    const restart = await put(headers, 'food-one', { progress_percentage: 0 });
    expect(restart.json()).toMatchObject({ completed: false, skipped: false, progress_percentage: 0, xp_earned: 20 });
    let s = await stateful(headers);
    expect(s.get('food-one')).toMatchObject({ state: 'not_started', progress_percentage: 0 });
    expect(s.get('food-two')).toMatchObject({ locked: false });
    await put(headers, 'food-one', { progress_percentage: 100, completed: true });
    const skip = await put(headers, 'food-one', { progress_percentage: 0, skipped: true });
    expect(skip.json()).toMatchObject({ completed: false, skipped: true, progress_percentage: 0 });
    s = await stateful(headers);
    expect(s.get('food-one')).toMatchObject({ state: 'skipped' });
    expect(s.get('food-two')).toMatchObject({ locked: false });
    expect((await xpOf(user.id)).xp).toBe(20);
  });
});

describe('concurrent updates', () => {
  it('lose nothing and grant XP once per rule', async () => {
    const { user, headers } = await learner();
    const attempts = Array.from({ length: 5 }, () => randomUUID());
    const requests = attempts.flatMap((attempt_id) =>
      Array.from({ length: 4 }, () =>
        put(headers, 'food-one', { progress_percentage: 100, completed: true, xp_earned: 7, attempt_id }),
      ),
    );
    const others = ['verbs-a1', 'greetings-phrases'].map((id) => put(headers, id, { progress_percentage: 30 }));
    const results = await Promise.all([...requests, ...others]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // The first pass once, then practice XP once for the day.
    expect(results.slice(0, 20).reduce((n, r) => n + r.json().xp_granted, 0)).toBe(14);
    expect((await xpOf(user.id)).xp).toBe(14);
    const [ledger] = await ctx.db
      .select({ total: sum(lessonXpLedger.xp) })
      .from(lessonXpLedger)
      .where(eq(lessonXpLedger.userId, user.id));
    expect(Number(ledger?.total)).toBe(14);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress', headers });
    const byId = new Map(
      (list.json() as { lesson_stable_id: string; progress_percentage: number; xp_earned: number }[]).map((e) => [
        e.lesson_stable_id,
        e,
      ]),
    );
    expect(byId.size).toBe(3);
    expect(byId.get('food-one')?.xp_earned).toBe(14);
    expect(byId.get('verbs-a1')?.progress_percentage).toBe(30);
  });
});
