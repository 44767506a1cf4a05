import { randomUUID } from 'node:crypto';
import { optionText } from '@hadal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonProgress, placementTests, users } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { PLACEMENT_LESSONS, placementKit, registerPlacementLessons, type Headers } from './placement.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerPlacementLessons(ctx);
});

const { call, learner, start, takeTest } = placementKit(() => ctx);

const stateful = async (headers: Headers) =>
  new Map(
    (
      (await call(headers, 'GET', '/lessons/progress/stateful')).json() as {
        lesson_stable_id: string;
        state: string;
        locked: boolean;
      }[]
    ).map((e) => [e.lesson_stable_id, e]),
  );

const rowsOf = (userId: number) => ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
const xpOf = async (userId: number) =>
  (await ctx.db.select({ xp: users.xpPoints }).from(users).where(eq(users.id, userId)))[0]?.xp;

describe('the placement test', () => {
  it('asks one question at a time without its answer, and resumes where the learner is', async () => {
    const { headers } = await learner();
    expect((await call(headers, 'GET', '/placement')).json()).toEqual({ in_progress: null, result: null });
    const test = await start(headers);
    expect(test).toMatchObject({ answered: 0, min_questions: 4, max_questions: 120 });
    expect(test.question.options).toHaveLength(4);
    expect(JSON.stringify(test)).not.toMatch(/correct_answer|accepted_answers|explanation|Because/);
    // The test starts at A1 with a dictation: can the learner write what they hear?
    expect(test.question).toMatchObject({ level: 'A1', response: 'typed', type: 'dictation' });
    expect(test.question.id).toMatch(/^a1-/);

    const resumed = await call(headers, 'GET', '/placement/test');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual(test);
    expect((await call(headers, 'GET', '/placement')).json()).toMatchObject({ in_progress: test, result: null });
  });

  it('places a learner who knows A1 to B2 at C1: every A1-B2 lesson skipped by placement, no XP', async () => {
    const { user, headers } = await learner();
    // Read first: the lesson states are cached per learner, and the result must show at once.
    expect((await stateful(headers)).get('a1-vocabulary-2')).toMatchObject({ locked: true });
    const result = await takeTest(headers, () => true);
    const placedUpTo = PLACEMENT_LESSONS.filter((l) => l.cefr_level !== 'C1');
    expect(result).toMatchObject({
      mastered_level: 'B2',
      start_level: 'C1',
      skipped_lessons: placedUpTo.length,
      literacy: false,
    });
    expect(result.levels.map((l) => [l.level, l.outcome, l.skipped_lessons])).toEqual([
      ['A1', 'placed', 7],
      ['A2', 'placed', 6],
      ['B1', 'placed', 6],
      ['B2', 'placed', 6],
    ]);
    expect(result.levels.every((l) => l.right === l.asked)).toBe(true);
    // A passed A2 shows A1: A1 asks only its dictations (two written settle the writing).
    expect(result.levels.map((l) => l.asked >= 4)).toEqual([false, true, true, true]);
    expect(result.dictations).toEqual({ asked: 2, right: 2 });

    const states = await stateful(headers);
    for (const l of placedUpTo) expect(states.get(l.stable_id)).toMatchObject({ state: 'skipped', locked: false });
    expect(states.get('c1-vocabulary-1')).toMatchObject({ state: 'not_started', locked: false });
    expect(states.get('c1-vocabulary-2')).toMatchObject({ locked: true });
    const rows = await rowsOf(user.id);
    expect(rows.every((r) => r.skippedByPlacement && r.skipped && r.xpEarned === 0 && !r.completed)).toBe(true);
    expect(await xpOf(user.id)).toBe(0);
    expect((await call(headers, 'GET', '/placement')).json()).toMatchObject({
      in_progress: null,
      result: { mastered_level: 'B2', start_level: 'C1' },
    });
  });

  it('places a learner who knows only A1 at A2, and a beginner at A1 with nothing skipped', async () => {
    const a = await learner();
    expect(await takeTest(a.headers, (level) => level === 'A1')).toMatchObject({
      mastered_level: 'A1',
      start_level: 'A2',
      skipped_lessons: 7,
    });
    const states = await stateful(a.headers);
    expect(states.get('a2-grammar-1')).toMatchObject({ state: 'not_started', locked: false });
    expect(states.get('b1-grammar-1')).toMatchObject({ locked: true });

    const b = await learner();
    expect(await takeTest(b.headers, () => false)).toMatchObject({
      mastered_level: null,
      start_level: 'A1',
      skipped_lessons: 0,
      literacy: true,
    });
    expect(await rowsOf(b.user.id)).toEqual([]);
  });

  it('places a learner who does not write the A1 dictations in the literacy track: it stays open, the rest of A1 is skipped', async () => {
    const { headers } = await learner();
    const result = await takeTest(headers, (level, q) => level === 'A1' && q.type !== 'dictation');
    expect(result).toMatchObject({ mastered_level: 'A1', start_level: 'A2', literacy: true, skipped_lessons: 6 });
    const states = await stateful(headers);
    expect(states.get('a1-literacy-1')).toMatchObject({ state: 'not_started', locked: false });
    expect(states.get('a1-vocabulary-2')).toMatchObject({ state: 'skipped' });
    expect((await call(headers, 'GET', '/placement')).json()).toMatchObject({
      result: { literacy: true, dictations: { asked: 3, right: 0 } },
    });
  });

  it('shows a typed question without its options in a new order per attempt, and grades what is typed', async () => {
    const { headers } = await learner();
    const orders = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const t = await start(headers);
      orders.add(t.question.options.map((o) => optionText(o)).join('|'));
      // Resuming shows the same order.
      expect((await call(headers, 'GET', '/placement/test')).json()).toEqual(t);
    }
    expect(orders.size).toBeGreaterThan(1);
    const test = await start(headers);
    const n = test.question.id.slice(-1);
    // One typo in a word of 4+ letters is "almost", and counts right.
    const res = await call(headers, 'POST', '/placement/answer', {
      test_id: test.test_id,
      question_id: test.question.id,
      answer: `rigt-${n}`,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(placementTests).where(eq(placementTests.id, test.test_id));
    expect(row!.answers[0]).toMatchObject({ right: true, written: false, response: 'typed', dictation: true });
  });

  it('reopens a level the placement skipped, with the lessons played since left as they are', async () => {
    const { headers } = await learner();
    await takeTest(headers, (level) => level === 'A1' || level === 'A2');
    const put = (stableId: string, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/lessons/progress/${stableId}`, headers, payload: body });
    expect((await put('a1-grammar-1', { progress_percentage: 100, completed: true, xp_earned: 20 })).statusCode).toBe(
      200,
    );

    const res = await call(headers, 'POST', '/placement/reopen', { level: 'A1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reopened_lessons).toBe(6);
    expect(body.result.levels[0]).toMatchObject({ level: 'A1', outcome: 'placed', skipped_lessons: 0 });
    expect(body.result.levels[1]).toMatchObject({ level: 'A2', outcome: 'placed', skipped_lessons: 6 });
    const states = await stateful(headers);
    expect(states.get('a1-vocabulary-1')).toMatchObject({ state: 'not_started', locked: false });
    expect(states.get('a1-grammar-1')).toMatchObject({ state: 'completed' });
    expect(states.get('b1-grammar-1')).toMatchObject({ locked: false });
    // Again: nothing left to open.
    expect((await call(headers, 'POST', '/placement/reopen', { level: 'A1' })).json()).toMatchObject({
      reopened_lessons: 0,
    });
    expect((await call(headers, 'POST', '/placement/reopen', { level: 'B1' })).statusCode).toBe(409);
    expect((await call(headers, 'POST', '/placement/reopen', { level: 'C1' })).statusCode).toBe(422);
  });

  it('reopens nothing without a placement', async () => {
    const { headers } = await learner();
    const res = await call(headers, 'POST', '/placement/reopen', { level: 'A1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No placement result yet: take the placement test first.' });
  });

  it('can be retaken: a lower placement opens up only what the last one skipped, never what the learner did', async () => {
    const { user, headers } = await learner();
    await takeTest(headers, (level) => level === 'A1' || level === 'A2');
    // After the placement the learner completes one A2 lesson themselves and starts another.
    const put = (stableId: string, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/lessons/progress/${stableId}`, headers, payload: body });
    expect(
      (await put('a2-vocabulary-1', { progress_percentage: 100, completed: true, xp_earned: 20 })).statusCode,
    ).toBe(200);
    expect((await put('a2-grammar-1', { progress_percentage: 40 })).statusCode).toBe(200);

    expect(await takeTest(headers, () => false)).toMatchObject({ mastered_level: null, skipped_lessons: 0 });
    const states = await stateful(headers);
    expect(states.get('a1-vocabulary-1')).toMatchObject({ state: 'not_started', locked: false });
    expect(states.get('a1-vocabulary-2')).toMatchObject({ state: 'not_started', locked: true });
    expect(states.get('a2-vocabulary-1')).toMatchObject({ state: 'completed' });
    expect(states.get('a2-grammar-1')).toMatchObject({ state: 'in_progress' });
    expect((await rowsOf(user.id)).some((r) => r.skippedByPlacement)).toBe(false);
    expect(await xpOf(user.id)).toBe(20);
  });

  it('starting again abandons the test under way', async () => {
    const { headers } = await learner();
    const first = await start(headers);
    const second = await start(headers);
    expect(second.test_id).not.toBe(first.test_id);
    const old = await call(headers, 'POST', '/placement/answer', {
      test_id: first.test_id,
      question_id: first.question.id,
      answer: optionText(first.question.options[0]!),
    });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: 'No placement test in progress.' });
  });

  it('refuses an answer to a question that is not the current one (a repeated request)', async () => {
    const { headers } = await learner();
    const test = await start(headers);
    const body = { test_id: test.test_id, question_id: test.question.id, answer: '' };
    const first = await call(headers, 'POST', '/placement/answer', body);
    expect(first.json()).toMatchObject({ done: false, test: { answered: 1 } });
    const again = await call(headers, 'POST', '/placement/answer', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This question is not the current one: it was answered already.' });
    expect((await call(headers, 'GET', '/placement/test')).json()).toMatchObject({ answered: 1 });
  });

  it('answers 404 without a test under way, and 422 for a malformed answer', async () => {
    const { headers } = await learner();
    expect((await call(headers, 'GET', '/placement/test')).statusCode).toBe(404);
    const res = await call(headers, 'POST', '/placement/answer', { test_id: 'nope', question_id: 'x', answer: 'a' });
    expect(res.statusCode).toBe(422);
    const missing = await call(headers, 'POST', '/placement/answer', {
      test_id: randomUUID(),
      question_id: 'x',
      answer: 'a',
    });
    expect(missing.statusCode).toBe(404);
  });
});
