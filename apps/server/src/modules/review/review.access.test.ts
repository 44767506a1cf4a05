import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewItems, reviewLog, users } from '@/db/schema';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { call, createLearner, learnLesson, registerReviewLessons, type Learner } from './review.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerReviewLessons(ctx);
});

const itemsOf = async (learner: Learner) =>
  (await call(ctx, learner, 'GET', '/review/items?limit=100&include_recent=true')).json() as {
    id: number;
    repetitions: number;
  }[];

/** A learner acting through a token other than their own (a parent viewing as a child). */
function actingAs(user: Learner['user'], actingParentId: number): Learner {
  return {
    user,
    headers: async () => {
      const { sessionId } = await ctx.services.refreshTokens.start(user.id, { actingParentId });
      return { authorization: `Bearer ${await ctx.services.tokens.sign(user, { sessionId, actingParentId })}` };
    },
  };
}

describe("nobody reaches another learner's review items", () => {
  it("cannot rate, list or count another learner's items", async () => {
    const owner = await createLearner(ctx);
    const other = await createLearner(ctx);
    const [item] = await learnLesson(ctx, owner, 'phrases-a1');

    const res = await call(ctx, other, 'POST', '/review/session', { review_item_id: item!.id, quality_rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(await itemsOf(other)).toEqual([]);
    expect((await call(ctx, other, 'GET', '/review/stats')).json()).toMatchObject({ total_items: 0 });
    expect((await itemsOf(owner)).find((i) => i.id === item!.id)?.repetitions).toBe(0);
    expect(await ctx.db.select().from(reviewLog).where(eq(reviewLog.reviewItemId, item!.id))).toEqual([]);
  });

  it("keeps a child's items the child's: the parent viewing as the child reaches them, the parent's own token does not", async () => {
    const parent = await createLearner(ctx, { isParent: true });
    const child = await createLearner(ctx, { isChild: true, parentId: parent.user.id, email: null });
    const asChild = actingAs(child.user, parent.user.id);
    const [childItem] = await learnLesson(ctx, asChild, 'phrases-a1');

    expect((await itemsOf(child)).map((i) => i.id)).toContain(childItem!.id);
    expect(await itemsOf(parent)).toEqual([]);
    const parentTry = await call(ctx, parent, 'POST', '/review/session', {
      review_item_id: childItem!.id,
      quality_rating: 3,
    });
    expect(parentTry.statusCode).toBe(404);

    const viaChildView = await call(ctx, asChild, 'POST', '/review/session', {
      review_item_id: childItem!.id,
      quality_rating: 3,
    });
    expect(viaChildView.json()).toMatchObject({ xp_granted: 4, repetitions: 1 });
    const [row] = await ctx.db.select({ xp: users.xpPoints }).from(users).where(eq(users.id, child.user.id));
    expect(row?.xp).toBe(4);
    const [parentRow] = await ctx.db.select({ xp: users.xpPoints }).from(users).where(eq(users.id, parent.user.id));
    expect(parentRow?.xp).toBe(0);
  });

  it("gives an administrator no view of a learner's items", async () => {
    const learner = await createLearner(ctx);
    const admin = await createLearner(ctx, { isAdmin: true });
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    expect(await itemsOf(admin)).toEqual([]);
    const res = await call(ctx, admin, 'POST', '/review/session', { review_item_id: item!.id, quality_rating: 0 });
    expect(res.statusCode).toBe(404);
  });

  it('deleting a learner deletes their items and review log', async () => {
    const learner = await createLearner(ctx);
    const [item] = await learnLesson(ctx, learner, 'phrases-a1');
    await call(ctx, learner, 'POST', '/review/session', { review_item_id: item!.id, quality_rating: 3 });
    await ctx.db.delete(users).where(eq(users.id, learner.user.id));
    expect(await ctx.db.select().from(reviewItems).where(eq(reviewItems.userId, learner.user.id))).toEqual([]);
    expect(await ctx.db.select().from(reviewLog).where(eq(reviewLog.userId, learner.user.id))).toEqual([]);
  });
});
