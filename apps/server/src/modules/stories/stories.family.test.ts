import { beforeAll, describe, expect, it } from 'vitest';
import type { StoryListEntry } from '@hadal/domain';
import { FIXTURE_STORY, FIXTURE_STORY_ALL_RIGHT, registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { authHeader, childViewHeader } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';

/** Stories for families: a child reads as any learner, a parent viewing as the child reads as the child. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
});

const ID = FIXTURE_STORY.stable_id;
const entryOf = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/api/stories', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as StoryListEntry[]).find((s) => s.stable_id === ID)!;
};
const complete = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/stories/${ID}/complete`, headers, payload: FIXTURE_STORY_ALL_RIGHT });

async function family() {
  const parent = await createParent(ctx);
  const child = await createChildOf(ctx, parent.user);
  return {
    parent,
    child,
    childHeaders: await authHeader(ctx, child),
    viewHeaders: await childViewHeader(ctx, child, parent.user),
  };
}

describe('stories for children', () => {
  it("keeps a child's completion the child's, seen by the parent viewing as the child", async () => {
    const a = await family();
    const res = await complete(a.childHeaders);
    expect(res.json()).toMatchObject({ passed: true, xp_granted: 30 });
    expect(await entryOf(a.viewHeaders)).toMatchObject({ completed: true, xp_earned: 30 });
    // Viewing as the child completes as the child: no second grant.
    expect((await complete(a.viewHeaders)).json()).toMatchObject({ xp_granted: 0, xp_earned: 30 });
    // The parent's own progress is its own.
    expect(await entryOf(a.parent.headers)).toMatchObject({ completed: false, xp_earned: 0 });
  });

  it("gives another family no way to the child's story progress", async () => {
    const a = await family();
    await complete(a.childHeaders);
    const b = await family();
    const session = await ctx.app.inject({
      method: 'POST',
      url: `/api/children/${a.child.id}/session`,
      headers: b.parent.headers,
    });
    expect([403, 404]).toContain(session.statusCode);
    expect(await entryOf(b.parent.headers)).toMatchObject({ completed: false, best_correct: null });
    expect(await entryOf(b.viewHeaders)).toMatchObject({ completed: false, best_correct: null });
    expect(await entryOf(a.viewHeaders)).toMatchObject({ completed: true, best_correct: 3 });
  });

  it("clears a child's story progress when the parent resets the child's progress", async () => {
    const a = await family();
    await complete(a.childHeaders);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/children/${a.child.id}/reset-progress`,
      headers: a.parent.headers,
    });
    expect(reset.statusCode).toBe(200);
    expect(await entryOf(a.childHeaders)).toMatchObject({ completed: false, xp_earned: 0, best_correct: null });
    // The story may be passed, and pays, again after a reset.
    expect((await complete(a.childHeaders)).json()).toMatchObject({ xp_granted: 30, total_xp: 30 });
  });
});
