import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '@/db/schema';
import type { TestContext } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

/** Helpers the progress route tests share: a learner, a progress update, and what is stored. */
export function progressTestKit(getCtx: () => TestContext) {
  async function learner(overrides: Partial<UserRow> = {}) {
    const user = await createUser(getCtx(), overrides);
    return { user, headers: await authHeader(getCtx(), user) };
  }

  function put(headers: Record<string, string>, stableId: string, payload: Record<string, unknown>) {
    return getCtx().app.inject({ method: 'PUT', url: `/api/lessons/progress/${stableId}`, headers, payload });
  }

  async function xpOf(userId: number) {
    const [row] = await getCtx()
      .db.select({ xp: users.xpPoints, streak: users.streakDays })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  }

  async function stateful(headers: Record<string, string>) {
    const res = await getCtx().app.inject({ method: 'GET', url: '/api/lessons/progress/stateful', headers });
    expect(res.statusCode).toBe(200);
    return new Map(
      (res.json() as { lesson_stable_id: string; state: string; locked: boolean; progress_percentage: number }[]).map(
        (e) => [e.lesson_stable_id, e],
      ),
    );
  }

  return { learner, put, xpOf, stateful };
}
