import { optionText } from '@hadal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonProgress, placementTests, users } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { createUser } from '@test/helpers/factories';
import { placementKit, registerPlacementLessons, type Headers } from './placement.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerPlacementLessons(ctx);
});

const { call, learner, start, takeTest } = placementKit(() => ctx);

/** A parent's child-scoped token: the parent viewing as the child. */
async function childView(childId: number, parentId: number): Promise<Headers> {
  const [child] = await ctx.db.select().from(users).where(eq(users.id, childId));
  const { sessionId } = await ctx.services.refreshTokens.start(childId, { actingParentId: parentId });
  return { authorization: `Bearer ${await ctx.services.tokens.sign(child!, { sessionId, actingParentId: parentId })}` };
}

describe("nobody reaches another learner's placement", () => {
  it.each([
    ['GET', '/placement'],
    ['POST', '/placement/test'],
    ['GET', '/placement/test'],
    ['POST', '/placement/answer'],
    ['POST', '/placement/reopen'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await call({}, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  it("cannot see, resume or answer another learner's test", async () => {
    const owner = await learner();
    const other = await learner();
    const test = await start(owner.headers);
    expect((await call(other.headers, 'GET', '/placement')).json()).toEqual({ in_progress: null, result: null });
    expect((await call(other.headers, 'GET', '/placement/test')).statusCode).toBe(404);
    const res = await call(other.headers, 'POST', '/placement/answer', {
      test_id: test.test_id,
      question_id: test.question.id,
      answer: optionText(test.question.options[0]!),
    });
    expect(res.statusCode).toBe(404);
    expect((await call(owner.headers, 'GET', '/placement/test')).json()).toMatchObject({ answered: 0 });
  });

  it('lets a child take it; a parent viewing as the child places the child, not the parent', async () => {
    const parent = await learner({ isParent: true });
    const child = await createUser(ctx, { isChild: true, parentId: parent.user.id, email: null });
    const asChild = await childView(child.id, parent.user.id);
    expect(await takeTest(asChild, (level) => level === 'A1')).toMatchObject({ mastered_level: 'A1' });
    const childRows = await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, child.id));
    expect(childRows).toHaveLength(7);
    expect(await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, parent.user.id))).toEqual([]);
    expect((await call(parent.headers, 'GET', '/placement')).json()).toEqual({ in_progress: null, result: null });
  });

  it('reset all progress deletes the placement with the skips', async () => {
    const { user, headers } = await learner();
    await takeTest(headers, () => true);
    const res = await call(headers, 'POST', '/profile/reset-progress', { confirmation: 'RESET' });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(placementTests).where(eq(placementTests.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).toEqual([]);
  });
});
