import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '@/db/schema';
import { call as adminCall, createAdmin } from '@/modules/admin/admin.fixtures';
import { createLearner, learnLesson, registerReviewLessons, type Learner } from '@/modules/review/review.fixtures';
import { authHeader } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';

/**
 * Global progress, the lesson states, the review items and stats and the parent dashboard are
 * kept per learner in each process (lib/learner-cache.ts). Every write through the API must be
 * seen by the very next read, on PGlite and PostgreSQL: each case first reads (which caches),
 * then writes, then reads again. Time alone must also move them: a card falling due, the
 * learner's day ending, a rating leaving the 30-day window.
 */
let ctx: TestContext;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerReviewLessons(ctx);
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (headers: Headers, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const read = async (headers: Headers, url: string) => {
  const res = await call(headers, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const save = async (headers: Headers, stableId: string, body: object) => {
  const res = await call(headers, 'PUT', `/lessons/progress/${stableId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total_xp: number };
};
const pass = (headers: Headers, stableId: string) =>
  save(headers, stableId, { progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: randomUUID() });

const globalOf = async (headers: Headers, stableId: string) =>
  ((await read(headers, '/lessons/progress/global')) as { lesson_stable_id: string }[]).find(
    (p) => p.lesson_stable_id === stableId,
  );
const stateOf = async (headers: Headers, stableId: string) =>
  ((await read(headers, '/lessons/progress/stateful')) as { lesson_stable_id: string; state: string }[]).find(
    (p) => p.lesson_stable_id === stableId,
  )?.state;
const dashboardChild = async (headers: Headers, childId: number) =>
  (
    (await read(headers, '/children/dashboard')) as { children: { child_id: number; last_activity: string | null }[] }
  ).children.find((c) => c.child_id === childId);
const rate = (headers: Headers, itemId: number | undefined, quality: number) =>
  call(headers, 'POST', '/review/session', { review_item_id: itemId, quality_rating: quality, response_time_ms: 1200 });
const itemIds = async (learner: Learner) =>
  ((await read(await learner.headers(), '/review/items?limit=100')) as { id: number }[]).map((i) => i.id);
const stats = async (learner: Learner, zone?: string) =>
  read(await learner.headers(zone ? { 'x-time-zone': zone } : {}), '/review/stats') as Promise<{
    total_items: number;
    due_today: number;
    accuracy_30_days: number;
  }>;

describe("a learner's cached progress is read again as soon as it changes", () => {
  it('shows every save in global progress and the lesson states, the one-statement save too', async () => {
    const { headers } = await createLearner(ctx).then(async (l) => ({ headers: await l.headers() }));
    expect(await globalOf(headers, 'greetings-a1')).toBeUndefined();
    expect(await stateOf(headers, 'greetings-a1')).toBe('not_started');
    await save(headers, 'greetings-a1', { progress_percentage: 20 });
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ progress_percentage: 20, completed: false });
    // The streak already counts today: this save is the single prepared statement.
    await save(headers, 'greetings-a1', { progress_percentage: 60 });
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ progress_percentage: 60 });
    expect(await stateOf(headers, 'greetings-a1')).toBe('in_progress');
    await pass(headers, 'greetings-a1');
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ completed: true });
    expect(await stateOf(headers, 'greetings-a1')).toBe('completed');
  });

  it('keeps the summary a one-statement save leaves, and reads again once told of a change', async () => {
    const learner = await createLearner(ctx);
    const headers = await learner.headers();
    await save(headers, 'greetings-a1', { progress_percentage: 20 });
    // The streak already counts today: this save is the single statement, and it keeps what it leaves.
    await save(headers, 'greetings-a1', { progress_percentage: 40 });
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ progress_percentage: 40 });
    // Kept, not read: a row taken away behind the services' back is still answered...
    await ctx.db.delete(lessonProgress).where(eq(lessonProgress.userId, learner.user.id));
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ progress_percentage: 40 });
    // ...until a write tells every process that the learner changed.
    ctx.adapters.changes.publish({ learners: [learner.user.id] });
    expect(await globalOf(headers, 'greetings-a1')).toBeUndefined();
  });

  it('answers what the database holds after saves of one learner ran side by side', async () => {
    const learner = await createLearner(ctx);
    const headers = await learner.headers();
    await save(headers, 'greetings-a1', { progress_percentage: 10 });
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ progress_percentage: 10 });
    await Promise.all(
      [11, 22, 33, 44, 55, 66].map((percent, i) =>
        save(headers, i % 2 ? 'phrases-a1' : 'greetings-a1', { progress_percentage: percent }),
      ),
    );
    type Entry = { lesson_stable_id: string; progress_percentage: number };
    const pairs = (entries: Entry[]) =>
      entries.map((e) => `${e.lesson_stable_id} ${e.progress_percentage}`).sort((a, b) => a.localeCompare(b));
    const stored = pairs((await read(headers, '/lessons/progress')) as Entry[]);
    expect(stored).toHaveLength(2);
    expect(pairs((await read(headers, '/lessons/progress/global')) as Entry[])).toEqual(stored);
  });

  it('empties global progress and the review stats on a reset of all progress', async () => {
    const learner = await createLearner(ctx);
    await learnLesson(ctx, learner, 'greetings-a1');
    const headers = await learner.headers();
    expect(await globalOf(headers, 'greetings-a1')).toMatchObject({ completed: true });
    expect((await stats(learner)).total_items).toBeGreaterThan(0);
    expect((await itemIds(learner)).length).toBeGreaterThan(0);
    const reset = await call(headers, 'POST', '/profile/reset-progress', { confirmation: 'RESET' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await globalOf(headers, 'greetings-a1')).toBeUndefined();
    expect(await stats(learner)).toMatchObject({ total_items: 0, due_today: 0 });
    expect(await itemIds(learner)).toEqual([]);
  });
});

describe('cached review items and stats are read again as soon as they change', () => {
  it('shows cards added, a card rated, and a mistake brought back', async () => {
    const learner = await createLearner(ctx);
    const headers = await learner.headers();
    await pass(headers, 'greetings-a1');
    expect(await itemIds(learner)).toEqual([]);
    expect(await stats(learner)).toMatchObject({ total_items: 0 });
    expect((await call(headers, 'POST', '/review/populate/greetings-a1')).statusCode).toBe(200);
    const ids = await itemIds(learner);
    expect(ids.length).toBeGreaterThan(1);
    expect(await stats(learner)).toMatchObject({ total_items: ids.length, due_today: ids.length });

    const rated = await rate(headers, ids[0], 5);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await itemIds(learner)).not.toContain(ids[0]);
    expect(await stats(learner)).toMatchObject({ due_today: ids.length - 1, accuracy_30_days: 100 });

    // A mistake on the question whose card was just rated brings that card back now.
    await save(headers, 'phrases-a1', { progress_percentage: 10 });
    const before = (await itemIds(learner)).length;
    const mistakes = await call(headers, 'POST', '/review/mistakes/greetings-a1', { exercise_ids: ['ex05', 'ex02'] });
    expect(mistakes.statusCode, mistakes.body).toBe(200);
    expect((await itemIds(learner)).length).toBeGreaterThan(before);
  });

  it('shows a card once it falls due, and counts it for the day it falls due in', async () => {
    ctx.clock.set('2026-05-04T09:00:00Z');
    const learner = await createLearner(ctx);
    const [card] = await learnLesson(ctx, learner, 'greetings-a1');
    const rated = await rate(await learner.headers(), card!.id, 3);
    const dueAt = new Date(rated.json().due_at as string);
    expect(dueAt.getTime()).toBeGreaterThan(Date.parse('2026-05-05T00:00:00Z'));
    const dueToday = (await stats(learner, 'UTC')).due_today;
    expect(await itemIds(learner)).not.toContain(card!.id);

    // The morning of the day it falls due: counted for today, not due yet.
    const dayStart = new Date(dueAt);
    dayStart.setUTCHours(0, 0, 0, 0);
    ctx.clock.set(dayStart);
    expect((await stats(learner, 'UTC')).due_today).toBe(dueToday + 1);
    expect(await itemIds(learner)).not.toContain(card!.id);
    ctx.clock.set(dueAt);
    expect(await itemIds(learner)).toContain(card!.id);
  });

  it('drops a rating from the accuracy once it is more than 30 days old', async () => {
    ctx.clock.set('2026-06-01T09:00:00Z');
    const learner = await createLearner(ctx);
    const [card] = await learnLesson(ctx, learner, 'greetings-a1');
    const rated = await rate(await learner.headers(), card!.id, 0);
    expect(rated.statusCode).toBe(200);
    ctx.clock.set('2026-06-01T09:00:01Z');
    expect((await stats(learner)).accuracy_30_days).toBe(0);
    const second = await rate(await learner.headers(), card!.id, 5);
    expect(second.statusCode, second.body).toBe(200);
    // A minute before the first rating is 30 days old, then a second after, on the same day.
    const firstAt = Date.parse('2026-06-01T09:00:00Z');
    ctx.clock.set(new Date(firstAt + 30 * DAY_MS - 60_000));
    expect((await stats(learner)).accuracy_30_days).toBe(50);
    ctx.clock.set(new Date(firstAt + 30 * DAY_MS + 1000));
    expect((await stats(learner)).accuracy_30_days).toBe(100);
  });
});

describe("a parent's cached dashboard is read again as soon as a child changes", () => {
  it('shows a child added, its progress, its XP, its new name, and its deletion', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    expect(await dashboardChild(headers, child.id)).toMatchObject({ lessons_completed: 0, last_activity: null });

    const added = await call(headers, 'POST', '/children', {
      name: 'Hodan',
      username: `hodan${randomUUID().slice(0, 8)}`,
      password: 'Hodan-Pass1!',
    });
    expect(added.statusCode, added.body).toBe(201);
    const addedId = added.json().id as number;
    expect(await dashboardChild(headers, addedId)).toMatchObject({ child_name: 'Hodan' });

    const { total_xp } = await pass(await authHeader(ctx, child), 'greetings-a1');
    expect(await dashboardChild(headers, child.id)).toMatchObject({ lessons_completed: 1, xp_points: total_xp });
    expect((await dashboardChild(headers, child.id))?.last_activity).toEqual(expect.any(String));

    expect((await call(headers, 'PATCH', `/children/${child.id}`, { name: 'Ayaan' })).statusCode).toBe(200);
    expect(await dashboardChild(headers, child.id)).toMatchObject({ child_name: 'Ayaan' });

    expect((await call(headers, 'DELETE', `/children/${addedId}`)).statusCode).toBe(200);
    expect(await dashboardChild(headers, addedId)).toBeUndefined();
  });

  it("shows what the parent does viewing as the child, the child's reset, and a child moved in", async () => {
    const { user: parent, headers } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    expect(await dashboardChild(headers, child.id)).toMatchObject({ lessons_completed: 0 });
    const asChild = await childViewSession(ctx, headers, child.id);
    await pass(asChild.headers, 'greetings-a1');
    expect(await dashboardChild(headers, child.id)).toMatchObject({ lessons_completed: 1 });
    expect(await read(headers, `/children/${child.id}/progress`)).toHaveLength(1);

    expect((await call(headers, 'POST', `/children/${child.id}/reset-progress`)).statusCode).toBe(200);
    expect(await dashboardChild(headers, child.id)).toMatchObject({ lessons_completed: 0, xp_points: 0 });
    expect(await read(headers, `/children/${child.id}/progress`)).toEqual([]);

    const { user: other, headers: otherHeaders } = await createParent(ctx);
    expect((await read(otherHeaders, '/children/dashboard')).children).toEqual([]);
    // Made now: the cases before moved the clock past any earlier token.
    const admin = await createAdmin(ctx);
    const move = await adminCall(ctx, admin.headers, 'POST', `/admin/child-profiles/${child.id}/move`, {
      new_parent_id: other.id,
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await dashboardChild(otherHeaders, child.id)).toBeDefined();
    expect(await dashboardChild(headers, child.id)).toBeUndefined();
  });
});
