import { beforeAll, describe, expect, it } from 'vitest';
import type { AiUsagePage, Bundle, Feedback } from '@hadal/domain';
import { lessonProgress } from '@/db/schema';
import { AI_LIMIT_REACHED_MESSAGE } from '@/modules/ai-usage';
import { registerBundles } from '@/modules/content';
import { fixtureLesson } from '@/modules/lessons/lessons.fixtures';
import { authHeader, createUser } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { BUNDLE_NOT_FOUND } from './admin-platform';
import { call, createAdmin } from './admin.fixtures';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;

const bundle = (bundle_id: string, titles: Record<string, string>) => ({
  dir: bundle_id,
  name: bundle_id,
  manifestFile: `${bundle_id}/bundle.json`,
  manifest: { bundle_id, name: `Bundle ${bundle_id}`, version: 1, description: `About ${bundle_id}` },
  manifestErrors: [],
  lessons: Object.entries(titles).map(([id, title], i) => ({
    file: `${bundle_id}/${id}.json`,
    lesson: fixtureLesson(id, { title, order_index: i + 1 }),
    errors: [],
  })),
});

beforeAll(async () => {
  ctx = await createTestApp({ env: { AI_DAILY_LIMIT: '5' } });
  admin = await createAdmin(ctx);
  await registerBundles(ctx.db, [
    bundle('alpha-core', { 'greet-a1': 'Greetings', 'food-a1': 'Food' }),
    bundle('beta-core', { 'greet-a1': 'Greetings, again', 'home-a1': 'Home' }),
  ]);
});

const as = (method: Parameters<typeof call>[2], url: string, payload?: unknown) =>
  call(ctx, admin.headers, method, url, payload);

describe('bundles', () => {
  it('lists every registered bundle, one active, and activates another in one switch', async () => {
    const learner = await createUser(ctx);
    const headers = await authHeader(ctx, learner);
    await ctx.db.insert(lessonProgress).values({ userId: learner.id, lessonStableId: 'greet-a1', completed: true });

    const before = (await as('GET', '/admin/bundles')).json() as Bundle[];
    expect(before.map((b) => [b.bundle_id, b.is_active, b.is_registered, b.lesson_count])).toEqual([
      ['alpha-core', true, true, 2],
      ['beta-core', false, true, 2],
    ]);
    const titles = async () =>
      ((await call(ctx, headers, 'GET', '/lessons')).json() as { title: string }[]).map((l) => l.title).sort();
    expect(await titles()).toEqual(['Food', 'Greetings']);

    const res = await as('POST', '/admin/bundles/beta-core/activate');
    expect(res.json()).toMatchObject({
      message: 'Bundle Bundle beta-core (version 1) is now active',
      bundle: { bundle_id: 'beta-core', is_active: true },
    });
    const after = (await as('GET', '/admin/bundles')).json() as Bundle[];
    expect(after.filter((b) => b.is_active).map((b) => b.bundle_id)).toEqual(['beta-core']);
    expect(await titles()).toEqual(['Greetings, again', 'Home']);
    // Progress is kept by stable_id: the lesson of the same stable_id is still completed.
    const progress = (await call(ctx, headers, 'GET', '/lessons/progress/global')).json();
    expect(progress).toEqual(expect.arrayContaining([expect.objectContaining({ lesson_stable_id: 'greet-a1' })]));

    expect((await as('POST', '/admin/bundles/nope/activate')).json()).toEqual({ detail: BUNDLE_NOT_FOUND });
    expect(((await as('GET', '/admin/bundles')).json() as Bundle[]).filter((b) => b.is_active)).toHaveLength(1);
  });
});

describe('AI usage', () => {
  it('counts uses per UTC day atomically and refuses over the limit', async () => {
    const user = await createUser(ctx);
    await as('PUT', `/admin/ai-usage/${user.id}/limit`, { daily_limit: 3 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => ctx.services.aiUsage.consume(user.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 429, detail: AI_LIMIT_REACHED_MESSAGE });

    const page = (await as('GET', `/admin/ai-usage?search=${encodeURIComponent(user.email!)}`)).json() as AiUsagePage;
    expect(page).toEqual({
      items: [{ id: user.id, email: user.email, daily_limit: 3, today_usage: 3 }],
      total: 1,
      skip: 0,
      limit: 20,
    });
    expect((await as('POST', `/admin/ai-usage/${user.id}/reset`)).json()).toMatchObject({ today_usage: 0 });
    await expect(ctx.services.aiUsage.consume(user.id)).resolves.toMatchObject({ todayUsage: 1 });
    // A new UTC day starts from zero.
    ctx.clock.advance(24 * 3600 * 1000);
    await expect(ctx.services.aiUsage.consume(user.id)).resolves.toMatchObject({ todayUsage: 1, dailyLimit: 3 });
  });

  it('uses AI_DAILY_LIMIT by default, pages by 20 and leaves child profiles out', async () => {
    const fresh = await authHeader(ctx, admin.user);
    for (let i = 0; i < 21; i += 1) await createUser(ctx, { email: `paged${i}@ai.test` });
    const parent = await createParent(ctx, { email: 'parent@ai.test' });
    await createChildOf(ctx, parent.user, { email: 'child@ai.test' });
    const first = (await call(ctx, fresh, 'GET', '/admin/ai-usage?search=ai.test')).json() as AiUsagePage;
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(22);
    expect(first.items[0]).toMatchObject({ daily_limit: 5, today_usage: 0 });
    const second = (await call(ctx, fresh, 'GET', '/admin/ai-usage?search=ai.test&skip=20')).json() as AiUsagePage;
    expect(second.items.map((r) => r.email)).toEqual(['paged20@ai.test', 'parent@ai.test']);
    const bad = await call(ctx, fresh, 'PATCH', `/admin/ai-usage/${parent.user.id}/limit`, { daily_limit: -1 });
    expect(bad.statusCode).toBe(422);
  });
});

describe('feedback', () => {
  it("lists learners' problem reports newest first with lesson, bundle and email", async () => {
    const fresh = await authHeader(ctx, admin.user);
    const learner = await createUser(ctx);
    const headers = await authHeader(ctx, learner);
    await call(ctx, headers, 'POST', '/lessons/home-a1/feedback', { feedback_type: 'wording', message: 'Typo' });
    ctx.clock.advance(1000);
    await call(ctx, headers, 'POST', '/lessons/greet-a1/feedback', { feedback_type: 'bug', message: 'No audio' });
    const list = (await call(ctx, fresh, 'GET', '/admin/feedback')).json() as Feedback[];
    expect(list.slice(0, 2)).toEqual([
      expect.objectContaining({ lesson_stable_id: 'greet-a1', feedback_type: 'bug', message: 'No audio' }),
      expect.objectContaining({
        lesson_title: 'Home',
        lesson_stable_id: 'home-a1',
        bundle_id: 'beta-core',
        user_email: learner.email,
        feedback_type: 'wording',
        message: 'Typo',
      }),
    ]);
  });
});
