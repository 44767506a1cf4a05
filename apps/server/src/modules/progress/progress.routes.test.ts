import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('progress calls need a signed-in user', () => {
  it.each([
    ['GET', '/api/lessons/progress'],
    ['GET', '/api/lessons/progress/global'],
    ['GET', '/api/lessons/progress/stateful'],
    ['GET', '/api/lessons/progress/food-one'],
    ['PUT', '/api/lessons/progress/food-one'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url,
      payload: method === 'PUT' ? { progress_percentage: 10 } : undefined,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/lessons/progress/{stable_id}', () => {
  it('stores progress and shows it in every progress call', async () => {
    const { headers } = await learner();
    const res = await put(headers, 'food-one', { progress_percentage: 25, attempt_id: randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lesson_stable_id: 'food-one',
      progress_percentage: 25,
      completed: false,
      skipped: false,
      xp_granted: 0,
    });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress', headers });
    expect(list.json()).toMatchObject([{ lesson_stable_id: 'food-one', progress_percentage: 25 }]);
    const global = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/global', headers });
    expect(global.json()).toEqual([
      { lesson_stable_id: 'food-one', completed: false, skipped: false, progress_percentage: 25 },
    ]);
    const one = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/food-one', headers });
    expect(one.json()).toMatchObject({ progress_percentage: 25 });
    const s = await stateful(headers);
    expect(s.get('food-one')).toMatchObject({ state: 'in_progress', progress_percentage: 25, locked: false });
    expect(s.get('food-two')).toMatchObject({ state: 'not_started', locked: true });
  });

  it('answers a not-started entry for a lesson without progress, 404 for an unknown lesson', async () => {
    const { headers } = await learner();
    const one = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/food-two', headers });
    expect(one.json()).toMatchObject({ lesson_stable_id: 'food-two', progress_percentage: 0, completed: false });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/nope', headers });
    expect(missing.statusCode).toBe(404);
    const putMissing = await put(headers, 'nope', { progress_percentage: 10 });
    expect(putMissing.statusCode).toBe(404);
    expect(putMissing.json()).toEqual({ detail: 'Lesson not found' });
  });

  it('refuses progress on a locked lesson with 403; admins see no locks', async () => {
    const { user, headers } = await learner();
    const locked = await put(headers, 'food-two', { progress_percentage: 30 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toMatch(/locked/);
    const completeLocked = await put(headers, 'town-a2', { progress_percentage: 100, completed: true, xp_earned: 30 });
    expect(completeLocked.statusCode).toBe(403);
    expect((await xpOf(user.id)).xp).toBe(0);
    const admin = await learner({ isAdmin: true });
    expect((await put(admin.headers, 'town-a2', { progress_percentage: 30 })).statusCode).toBe(200);
  });

  it('stores 90% for a failed lesson and 0 on restart of an unfinished lesson', async () => {
    const { headers } = await learner();
    expect((await put(headers, 'food-one', { progress_percentage: 90 })).json()).toMatchObject({
      progress_percentage: 90,
      completed: false,
    });
    expect((await put(headers, 'food-one', { progress_percentage: 0 })).json()).toMatchObject({
      progress_percentage: 0,
    });
  });

  it('skip sets progress 0 and skipped, and unlocks the next lesson', async () => {
    const { headers } = await learner();
    await put(headers, 'food-one', { progress_percentage: 50 });
    const res = await put(headers, 'food-one', { progress_percentage: 50, skipped: true });
    expect(res.json()).toMatchObject({ progress_percentage: 0, skipped: true, completed: false });
    const s = await stateful(headers);
    expect(s.get('food-one')).toMatchObject({ state: 'skipped' });
    expect(s.get('food-two')).toMatchObject({ locked: false });
  });

  it('unlocks by the rules of spec 01 §4, and admins see nothing locked', async () => {
    const { headers } = await learner();
    let s = await stateful(headers);
    expect(s.get('food-one')?.locked).toBe(false);
    expect(s.get('verbs-a1')?.locked).toBe(false);
    expect(s.get('greetings-phrases')?.locked).toBe(false);
    expect(s.get('town-a2')?.locked).toBe(true);
    expect(s.get('verbs-b1')?.locked).toBe(true);
    await put(headers, 'food-one', { progress_percentage: 100, completed: true });
    await put(headers, 'food-two', { progress_percentage: 0, skipped: true });
    await put(headers, 'verbs-a1', { progress_percentage: 100, completed: true });
    s = await stateful(headers);
    expect(s.get('town-a2')?.locked).toBe(false);
    // A2 has no grammar lessons: the first B1 grammar lesson stays locked.
    expect(s.get('verbs-b1')?.locked).toBe(true);

    const admin = await learner({ isAdmin: true });
    const a = await stateful(admin.headers);
    expect([...a.values()].some((e) => e.locked)).toBe(false);
  });

  it("never shows or changes another learner's progress", async () => {
    const a = await learner();
    const b = await learner();
    await put(a.headers, 'food-one', {
      progress_percentage: 100,
      completed: true,
      xp_earned: 20,
      attempt_id: randomUUID(),
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress', headers: b.headers });
    expect(list.json()).toEqual([]);
    const one = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/food-one', headers: b.headers });
    expect(one.json()).toMatchObject({ completed: false, progress_percentage: 0 });
    await put(b.headers, 'food-one', { progress_percentage: 10 });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/lessons/progress/food-one', headers: a.headers });
    expect(mine.json()).toMatchObject({ completed: true, progress_percentage: 100 });
    expect((await xpOf(b.user.id)).xp).toBe(0);
  });

  it('records activity for the streak on the local day of x-time-zone', async () => {
    const { user, headers } = await learner();
    const res = await put({ ...headers, 'x-time-zone': 'Africa/Mogadishu' }, 'food-one', { progress_percentage: 10 });
    expect(res.json().streak_days).toBe(1);
    ctx.clock.advance(24 * 3600 * 1000);
    const fresh = await authHeader(ctx, user);
    const next = await put({ ...fresh, 'x-time-zone': 'Africa/Mogadishu' }, 'food-one', { progress_percentage: 20 });
    expect(next.json().streak_days).toBe(2);
    expect((await xpOf(user.id)).streak).toBe(2);
  });

  it('validates the body with 422', async () => {
    const { headers } = await learner();
    for (const payload of [
      { progress_percentage: 101 },
      { progress_percentage: -1 },
      { progress_percentage: 10, attempt_id: 'x' },
      {},
    ]) {
      expect((await put(headers, 'food-one', payload)).statusCode).toBe(422);
    }
  });
});
