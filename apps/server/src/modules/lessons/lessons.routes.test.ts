import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonFeedback } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';
import { FIXTURE_BUNDLE_ID, fixtureLesson, registerFixtureBundle, FIXTURE_LESSONS } from './lessons.fixtures';

let ctx: TestContext;
let auth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const many = Array.from({ length: 205 }, (_, i) =>
    fixtureLesson(`bulk-${i}`, { order_index: 100 + i, category: 'bulk' }),
  );
  await registerFixtureBundle(ctx, [...FIXTURE_LESSONS, ...many]);
  auth = await authHeader(ctx, await createUser(ctx));
});

describe('GET /api/lessons', () => {
  it('requires a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons' });
    expect(res.statusCode).toBe(401);
  });

  it('lists at most 200 lessons by default, without exercises', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(200);
    expect(body[0]).toMatchObject({
      stable_id: 'food-one',
      cefr_level: 'A1',
      lesson_type: 'vocabulary',
      category: 'basics',
    });
    expect(body[0].exercises).toBeUndefined();
  });

  it('filters by cefr_level, lesson_type and category_id, and honours limit', async () => {
    const byType = await ctx.app.inject({ method: 'GET', url: '/api/lessons?lesson_type=grammar', headers: auth });
    expect(byType.json().map((l: { stable_id: string }) => l.stable_id)).toEqual(['verbs-a1', 'verbs-b1']);
    const byLevel = await ctx.app.inject({ method: 'GET', url: '/api/lessons?cefr_level=A2', headers: auth });
    expect(byLevel.json().map((l: { stable_id: string }) => l.stable_id)).toEqual(['town-a2']);
    const lowerCase = await ctx.app.inject({ method: 'GET', url: '/api/lessons?cefr_level=a2', headers: auth });
    expect(lowerCase.json()).toEqual(byLevel.json());
    const byCat = await ctx.app.inject({
      method: 'GET',
      url: '/api/lessons?category_id=basics&limit=2',
      headers: auth,
    });
    expect(byCat.json()).toHaveLength(2);
  });

  it('refuses a limit above 200 with 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons?limit=201', headers: auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('categories and CEFR levels', () => {
  it('lists categories with counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons/categories', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'basics', name: 'basics', lesson_count: 6 },
      { id: 'bulk', name: 'bulk', lesson_count: 205 },
    ]);
  });

  it('lists CEFR levels in order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons/cefr-levels', headers: auth });
    expect(res.json()).toEqual(['A1', 'A2', 'B1']);
  });
});

describe('GET /api/lessons/{id}', () => {
  it('answers the lesson detail by stable_id and by numeric id', async () => {
    const byStable = await ctx.app.inject({ method: 'GET', url: '/api/lessons/food-one', headers: auth });
    expect(byStable.statusCode).toBe(200);
    const lesson = byStable.json();
    expect(lesson).toMatchObject({ stable_id: 'food-one', bundle_id: FIXTURE_BUNDLE_ID, cefr_can_do: ['Name drinks'] });
    expect(lesson.exercises).toHaveLength(4);
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/lessons/${lesson.id}`, headers: auth });
    expect(byId.json().stable_id).toBe('food-one');
  });

  it("answers 404 'Lesson not found'", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons/no-such-lesson', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Lesson not found' });
  });
});

describe('POST /api/lessons/{id}/feedback', () => {
  it('stores the report with the lesson and the learner', async () => {
    const user = await createUser(ctx, { email: 'reporter@example.test' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lessons/food-two/feedback',
      headers: await authHeader(ctx, user),
      payload: { feedback_type: 'wording', message: 'Typo in question 2' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(lessonFeedback).where(eq(lessonFeedback.id, res.json().id));
    expect(row).toMatchObject({
      lessonStableId: 'food-two',
      lessonTitle: 'Lesson food-two',
      bundleId: FIXTURE_BUNDLE_ID,
      userEmail: 'reporter@example.test',
      feedbackType: 'wording',
      message: 'Typo in question 2',
    });
  });

  it('validates type and message', async () => {
    for (const payload of [
      { feedback_type: 'other', message: 'x' },
      { feedback_type: 'bug', message: '' },
      { feedback_type: 'bug', message: 'x'.repeat(2001) },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/lessons/food-two/feedback',
        headers: auth,
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
  });

  it('answers 404 for an unknown lesson', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lessons/nope/feedback',
      headers: auth,
      payload: { feedback_type: 'bug', message: 'broken' },
    });
    expect(res.statusCode).toBe(404);
  });
});
