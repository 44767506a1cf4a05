import { beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '@/db/schema';
import { createUser } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { createTestClock } from '@/lib/clock';
import { call, createAdmin } from './admin.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: createTestClock(new Date('2026-05-10T09:00:00Z')) });
});

describe('analytics', () => {
  it('counts users, active today, child profiles, lesson sessions and completions of a seeded data set', async () => {
    // Seed: 1 admin, 3 learners (2 active today, 1 yesterday), 2 parents with 3 children (1 active today).
    const admin = await createAdmin(ctx);
    const a = await createUser(ctx, { lastActivityDate: '2026-05-10' });
    const b = await createUser(ctx, { lastActivityDate: '2026-05-10' });
    await createUser(ctx, { lastActivityDate: '2026-05-09' });
    const p1 = await createParent(ctx);
    const p2 = await createParent(ctx);
    const c1 = await createChildOf(ctx, p1.user, { lastActivityDate: '2026-05-10' });
    await createChildOf(ctx, p1.user);
    await createChildOf(ctx, p2.user);
    await ctx.db.insert(lessonProgress).values([
      { userId: a.id, lessonStableId: 'one', completed: true },
      { userId: a.id, lessonStableId: 'two', completed: false, progressPercentage: 40 },
      { userId: b.id, lessonStableId: 'one', completed: true },
      { userId: c1.id, lessonStableId: 'one', completed: true },
      // Sessions count lessons played: neither a skip nor a placement's skip is one, nor a restart at 0
      // of a lesson never passed; a lesson passed and then skipped was played.
      { userId: c1.id, lessonStableId: 'three', skipped: true },
      { userId: b.id, lessonStableId: 'three', skipped: true, skippedByPlacement: true },
      { userId: b.id, lessonStableId: 'four', progressPercentage: 0 },
      { userId: b.id, lessonStableId: 'five', skipped: true, completedAt: new Date('2026-05-09T10:00:00Z') },
    ]);

    const res = await call(ctx, admin.headers, 'GET', '/admin/analytics');
    expect(res.json()).toEqual({
      total_users: 6,
      daily_active_users: 3,
      total_child_profiles: 3,
      total_lesson_sessions: 5,
      // 'one' × 3, 'two' and b's 'five'.
      completed_lessons: 3,
      dynamic_lessons_created: 0,
    });
  });
});
