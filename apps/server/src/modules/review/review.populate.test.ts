import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewItems } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { call, createLearner, learnLesson, registerReviewLessons, setProgress } from './review.fixtures';
import { LESSON_NOT_COMPLETED, LESSON_NOT_STARTED } from './review.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerReviewLessons(ctx);
});

const countOf = async (userId: number) =>
  (await ctx.db.select().from(reviewItems).where(eq(reviewItems.userId, userId))).length;

describe('POST /api/review/populate/{lessonStableId}', () => {
  it("adds a completed lesson's vocabulary and key phrases, asked in English and answered in Somali", async () => {
    const learner = await createLearner(ctx);
    await setProgress(ctx, learner, 'phrases-a1');
    const res = await call(ctx, learner, 'POST', '/review/populate/phrases-a1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lesson_stable_id: 'phrases-a1', added: 3, total_items: 3 });

    const items = (await call(ctx, learner, 'GET', '/review/items')).json();
    expect(items.map((i: { question: string; answer: string }) => [i.question, i.answer])).toEqual([
      ['thank you', 'Mahadsanid'],
      ['Peace', 'Nabad'],
      ["I'm fine", 'Waan fiicanahay'],
    ]);
    expect(items[0]).toMatchObject({ repetitions: 0, due_at: ctx.clock.now().toISOString() });
    expect(Object.keys(items[0]).sort()).toEqual(['answer', 'due_at', 'id', 'question', 'repetitions']);
  });

  it('adds each item once, however often it is called, in sequence or at once', async () => {
    const learner = await createLearner(ctx);
    await setProgress(ctx, learner, 'greetings-a1');
    const first = await call(ctx, learner, 'POST', '/review/populate/greetings-a1');
    expect(first.json()).toMatchObject({ added: 3, total_items: 3 });
    const again = await call(ctx, learner, 'POST', '/review/populate/greetings-a1');
    expect(again.json()).toMatchObject({ added: 0, total_items: 3 });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => call(ctx, learner, 'POST', '/review/populate/phrases-a1')),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    await setProgress(ctx, learner, 'phrases-a1');
    const together = await Promise.all(
      Array.from({ length: 5 }, () => call(ctx, learner, 'POST', '/review/populate/phrases-a1')),
    );
    // Nabad is already a card from the greetings lesson: one card per Somali answer.
    expect(together.reduce((n, r) => n + r.json().added, 0)).toBe(2);
    expect(await countOf(learner.user.id)).toBe(5);
  });

  it('refuses a lesson the learner has not completed, and writes nothing', async () => {
    const learner = await createLearner(ctx);
    const untouched = await call(ctx, learner, 'POST', '/review/populate/greetings-a1');
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json()).toEqual({ detail: LESSON_NOT_COMPLETED });
    await setProgress(ctx, learner, 'greetings-a1', false);
    expect((await call(ctx, learner, 'POST', '/review/populate/greetings-a1')).statusCode).toBe(400);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/lessons/progress/greetings-a1',
      headers: await learner.headers(),
      payload: { progress_percentage: 0, skipped: true },
    });
    expect((await call(ctx, learner, 'POST', '/review/populate/greetings-a1')).statusCode).toBe(400);
    expect(await countOf(learner.user.id)).toBe(0);
  });

  it('answers 404 for a lesson the active bundle does not have', async () => {
    const learner = await createLearner(ctx);
    const res = await call(ctx, learner, 'POST', '/review/populate/no-such-lesson');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Lesson not found' });
  });

  it('takes the call with no body, an empty form or an empty JSON object', async () => {
    const learner = await createLearner(ctx);
    await setProgress(ctx, learner, 'phrases-a1');
    for (const [type, payload] of [
      [undefined, undefined],
      ['application/x-www-form-urlencoded', ''],
      ['application/json', '{}'],
    ] as const) {
      const headers = await learner.headers(type ? { 'content-type': type } : {});
      const res = await ctx.app.inject({ method: 'POST', url: '/api/review/populate/phrases-a1', headers, payload });
      expect(res.statusCode, type).toBe(200);
    }
  });

  it('accepts the numeric lesson id too', async () => {
    const learner = await createLearner(ctx);
    await setProgress(ctx, learner, 'phrases-a1');
    const lesson = await ctx.services.content.findLesson('phrases-a1');
    const res = await call(ctx, learner, 'POST', `/review/populate/${lesson!.id}`);
    expect(res.json()).toMatchObject({ lesson_stable_id: 'phrases-a1', added: 3 });
  });
});

describe('POST /api/review/mistakes/{lessonStableId}', () => {
  it("makes items of the questions answered wrong from the lesson's own prompt and answer", async () => {
    const learner = await createLearner(ctx);
    await setProgress(ctx, learner, 'greetings-a1', false);
    const res = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', {
      exercise_ids: ['ex02', 'ex03', 'ex04', 'ex06', 'ex01', 'ex02'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lesson_stable_id: 'greetings-a1', added: 3, brought_forward: 0, total_items: 3 });
    const items = (await call(ctx, learner, 'GET', '/review/items')).json();
    expect(items.map((i: { question: string; answer: string }) => [i.question, i.answer])).toEqual([
      ['How do you say "Goodbye"?', 'Nabadgelyo'],
      ['Good night', 'Habeen wanaagsan'],
      ['Subax ___ (Good morning)', 'wanaagsan'],
    ]);
  });

  it('brings a card the learner already has back now, instead of a second card', async () => {
    const learner = await createLearner(ctx);
    const [welcome] = (await learnLesson(ctx, learner, 'greetings-a1')).filter((i) => i.answer === 'Soo dhawoow');
    const rated = await call(ctx, learner, 'POST', '/review/session', {
      review_item_id: welcome!.id,
      quality_rating: 5,
      response_time_ms: 900,
    });
    expect(new Date(rated.json().due_at).getTime()).toBeGreaterThan(ctx.clock.now().getTime());

    const res = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', { exercise_ids: ['ex05'] });
    expect(res.json()).toMatchObject({ added: 0, brought_forward: 1, total_items: 3 });
    const due = (await call(ctx, learner, 'GET', '/review/items')).json();
    expect(due.find((i: { id: number }) => i.id === welcome!.id)).toMatchObject({ repetitions: 1 });
    // Repeating the call changes nothing more.
    const again = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', { exercise_ids: ['ex05'] });
    expect(again.json()).toMatchObject({ added: 0, brought_forward: 0, total_items: 3 });
  });

  it('refuses unknown exercise ids and a lesson never started, writing nothing', async () => {
    const learner = await createLearner(ctx);
    const notStarted = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', { exercise_ids: ['ex02'] });
    expect(notStarted.statusCode).toBe(400);
    expect(notStarted.json()).toEqual({ detail: LESSON_NOT_STARTED });
    await setProgress(ctx, learner, 'greetings-a1', false);
    const unknown = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', {
      exercise_ids: ['ex02', 'nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown exercise id for this lesson: nope' });
    for (const payload of [{}, { exercise_ids: [] }, { exercise_ids: 'ex02' }, { exercise_ids: [''] }]) {
      const bad = await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bad.json().detail).toMatch(/^Invalid body/);
    }
    expect(await countOf(learner.user.id)).toBe(0);
  });
});

describe('GET /api/review/items', () => {
  it('lists the most overdue first and, with include_recent, fills up with recently learned items', async () => {
    const learner = await createLearner(ctx);
    const first = await learnLesson(ctx, learner, 'phrases-a1');
    ctx.clock.advance(60_000);
    await learnLesson(ctx, learner, 'greetings-a1');
    // Rate every phrases card Good: none of them is due now.
    for (const item of first) {
      await call(ctx, learner, 'POST', '/review/session', { review_item_id: item.id, quality_rating: 3 });
    }
    const due = (await call(ctx, learner, 'GET', '/review/items?limit=15')).json();
    expect(due.map((i: { answer: string }) => i.answer)).toEqual(['Soo dhawoow', 'Iska warran?']);

    const limited = (await call(ctx, learner, 'GET', '/review/items?limit=1')).json();
    expect(limited).toHaveLength(1);

    const practice = (await call(ctx, learner, 'GET', '/review/items?limit=4&include_recent=true')).json();
    expect(practice.map((i: { answer: string }) => i.answer)).toEqual([
      'Soo dhawoow',
      'Iska warran?',
      'Waan fiicanahay',
      'Nabad',
    ]);
  });

  it('validates its query with 422', async () => {
    const learner = await createLearner(ctx);
    for (const q of ['limit=0', 'limit=101', 'limit=x']) {
      const res = await call(ctx, learner, 'GET', `/review/items?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().detail).toMatch(/^Invalid querystring.limit/);
    }
    const flag = await call(ctx, learner, 'GET', '/review/items?include_recent=perhaps');
    expect(flag.statusCode).toBe(422);
    expect(flag.json().detail).toBe('include_recent must be true or false');
  });
});
