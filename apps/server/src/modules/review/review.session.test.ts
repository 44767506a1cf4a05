import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewLog, users } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { call, createLearner, learnLesson, registerReviewLessons, type Learner } from './review.fixtures';
import { REVIEW_ITEM_NOT_FOUND, REVIEW_OUT_OF_ORDER } from './review-session';

let ctx: TestContext;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerReviewLessons(ctx);
});

const rate = async (learner: Learner, body: Record<string, unknown>) =>
  call(ctx, learner, 'POST', '/review/session', { response_time_ms: 1200, ...body });

const dueIds = async (learner: Learner) =>
  ((await call(ctx, learner, 'GET', '/review/items?limit=100')).json() as { id: number }[]).map((i) => i.id);

const xpOf = async (learner: Learner) =>
  (await ctx.db.select({ xp: users.xpPoints }).from(users).where(eq(users.id, learner.user.id)))[0]!.xp;

describe('POST /api/review/session schedules with FSRS on the server clock', () => {
  it('an item rated Good is not due tomorrow; an item rated Forgot is due again today', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const learner = await createLearner(ctx);
    const [good, forgot] = await learnLesson(ctx, learner, 'greetings-a1');

    const rGood = await rate(learner, { review_item_id: good!.id, quality_rating: 3 });
    expect(rGood.statusCode).toBe(200);
    expect(rGood.json()).toMatchObject({ correct: true, xp_granted: 4, repetitions: 1, duplicate: false });
    const rForgot = await rate(learner, { review_item_id: forgot!.id, quality_rating: 0 });
    expect(rForgot.json()).toMatchObject({ correct: false, xp_granted: 0, repetitions: 1 });

    const dueNow = await dueIds(learner);
    expect(dueNow).not.toContain(good!.id);
    expect(dueNow).not.toContain(forgot!.id);

    ctx.clock.advance(15 * 60_000);
    expect(await dueIds(learner)).toContain(forgot!.id);
    const stats = (await call(ctx, learner, 'GET', '/review/stats')).json();
    expect(stats).toEqual({ total_items: 3, due_today: 2, accuracy_30_days: 50 });

    ctx.clock.set('2026-03-03T09:00:00Z');
    expect(await dueIds(learner)).not.toContain(good!.id);
    expect(new Date(rGood.json().due_at).getTime()).toBeGreaterThan(Date.parse('2026-03-03T23:59:59Z'));
    ctx.clock.set(new Date(rGood.json().due_at));
    expect(await dueIds(learner)).toContain(good!.id);
  });

  it('grants 4, 6 and 8 XP for ratings 3, 4 and 5, none below 3, into the learner total', async () => {
    const learner = await createLearner(ctx);
    await learnLesson(ctx, learner, 'greetings-a1');
    const items = await learnLesson(ctx, learner, 'phrases-a1');
    expect(items.length).toBeGreaterThanOrEqual(5);
    const granted = [];
    for (const [i, quality] of [0, 2, 3, 4, 5].entries()) {
      const res = await rate(learner, { review_item_id: items[i]!.id, quality_rating: quality });
      granted.push(res.json().xp_granted);
    }
    expect(granted).toEqual([0, 0, 4, 6, 8]);
    expect(await xpOf(learner)).toBe(18);
    const last = await rate(learner, { review_item_id: items[0]!.id, quality_rating: 5 });
    expect(last.json()).toMatchObject({ total_xp: 26, repetitions: 2, streak_days: 1 });
  });

  it('logs every rating with the card before and after, for later optimisation', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    await rate(learner, { review_item_id: item!.id, quality_rating: 3, response_time_ms: 2345.6 });
    ctx.clock.advance(3 * DAY_MS);
    await rate(learner, { review_item_id: item!.id, quality_rating: 0, response_time_ms: 99_999_999 });
    const log = await ctx.db.select().from(reviewLog).where(eq(reviewLog.reviewItemId, item!.id));
    expect(log.map((l) => [l.reviewNumber, l.qualityRating, l.fsrsRating, l.correct, l.xp])).toEqual([
      [1, 3, 3, true, 4],
      [2, 0, 1, false, 0],
    ]);
    expect(log[0]).toMatchObject({ stateBefore: 0, responseTimeMs: 2346, elapsedDays: 0 });
    expect(log[1]).toMatchObject({ stateBefore: 2, responseTimeMs: 86_400_000, elapsedDays: 3 });
    expect(log[1]!.stabilityAfter).toBeLessThan(log[1]!.stabilityBefore);
    expect(log[1]!.dueAfter.getTime() - ctx.clock.now().getTime()).toBeLessThan(HOUR_MS);
  });
});

describe('XP exactly once per rating', () => {
  it('answers a repeated request for the same review from the log, without paying again', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    const body = { review_item_id: item!.id, quality_rating: 5, review_number: 1 };
    const first = await rate(learner, body);
    expect(first.json()).toMatchObject({ xp_granted: 8, duplicate: false, repetitions: 1 });
    const again = await rate(learner, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ xp_granted: 0, duplicate: true, repetitions: 1, total_xp: 8 });
    expect(await xpOf(learner)).toBe(8);
  });

  it('records one of many parallel requests for the same review', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => rate(learner, { review_item_id: item!.id, quality_rating: 4, review_number: 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => !r.json().duplicate)).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.json().xp_granted, 0)).toBe(6);
    expect(await xpOf(learner)).toBe(6);
    expect(await ctx.db.select().from(reviewLog).where(eq(reviewLog.reviewItemId, item!.id))).toHaveLength(1);
  });

  it('counts each request of a client that sends no review_number as a review of its own', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    const results = await Promise.all(
      Array.from({ length: 3 }, () => rate(learner, { review_item_id: item!.id, quality_rating: 3 })),
    );
    expect(results.map((r) => r.json().repetitions).sort()).toEqual([1, 2, 3]);
    expect(await xpOf(learner)).toBe(12);
  });

  it('refuses a review_number ahead of the item with 409', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    const res = await rate(learner, { review_item_id: item!.id, quality_rating: 3, review_number: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: REVIEW_OUT_OF_ORDER });
    expect(await xpOf(learner)).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 422 for a body outside the schema and 404 for an unknown item, changing nothing', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    for (const payload of [
      { review_item_id: item!.id, quality_rating: 6 },
      { review_item_id: item!.id, quality_rating: 'good' },
      { review_item_id: item!.id },
      { quality_rating: 3 },
      { review_item_id: item!.id, quality_rating: 3, response_time_ms: -1 },
      // Beyond what a database integer holds (found by the contract fuzzer: it answered 500).
      { review_item_id: Number.MAX_SAFE_INTEGER, quality_rating: 3 },
      { review_item_id: item!.id, quality_rating: 3, review_number: 2 ** 31 },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/review/session',
        headers: await learner.headers(),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toMatch(/^Invalid body/);
    }
    const missing = await rate(learner, { review_item_id: 999_999, quality_rating: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: REVIEW_ITEM_NOT_FOUND });
    expect(await ctx.db.select().from(reviewLog).where(eq(reviewLog.userId, learner.user.id))).toEqual([]);
  });
});

describe('GET /api/review/stats', () => {
  it('counts accuracy over the last 30 days only, and due_today up to the end of the local day', async () => {
    ctx.clock.set('2026-05-01T20:00:00Z');
    const learner = await createLearner(ctx);
    expect((await call(ctx, learner, 'GET', '/review/stats')).json()).toEqual({
      total_items: 0,
      due_today: 0,
      accuracy_30_days: 0,
    });
    const items = await learnLesson(ctx, learner, 'greetings-a1');
    await rate(learner, { review_item_id: items[0]!.id, quality_rating: 0 });
    await rate(learner, { review_item_id: items[1]!.id, quality_rating: 0 });
    ctx.clock.advance(31 * DAY_MS);
    await rate(learner, { review_item_id: items[2]!.id, quality_rating: 5 });
    const stats = (await call(ctx, learner, 'GET', '/review/stats')).json();
    expect(stats).toMatchObject({ total_items: 3, accuracy_30_days: 100 });

    // At 20:55 UTC a learner in Mogadishu (UTC+3) has five minutes of the day left: a card
    // forgotten now comes back at 21:05 UTC, after their day ends but before the UTC day does.
    ctx.clock.set('2026-06-01T20:55:00Z');
    await rate(learner, { review_item_id: items[1]!.id, quality_rating: 0 });
    const utc = (await call(ctx, learner, 'GET', '/review/stats')).json();
    const mogadishu = (
      await call(ctx, learner, 'GET', '/review/stats', undefined, { 'x-time-zone': 'Africa/Mogadishu' })
    ).json();
    expect(utc).toEqual({ total_items: 3, due_today: 2, accuracy_30_days: 50 });
    expect(mogadishu).toEqual({ total_items: 3, due_today: 1, accuracy_30_days: 50 });
  });
});
