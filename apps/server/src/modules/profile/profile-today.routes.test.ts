import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '@/lib/clock';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { createTestApp } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

const clock = createTestClock(new Date('2026-05-10T22:30:00Z'));
const ctx = await createTestApp({ clock });

beforeAll(async () => {
  await registerFixtureBundle(ctx);
});

type Headers = Record<string, string>;
const today = (headers: Headers, zone?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/profile/today',
    headers: zone ? { ...headers, 'x-time-zone': zone } : headers,
  });

async function complete(headers: Headers, stableId: string, xp: number) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/lessons/progress/${stableId}`,
    headers,
    payload: { progress_percentage: 100, completed: true, xp_earned: xp, attempt_id: randomUUID() },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/profile/today', () => {
  it("answers today's lesson XP against the daily goal, on the learner's local day", async () => {
    clock.set('2026-05-10T22:30:00Z');
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    expect((await today(headers)).json()).toEqual({
      day: '2026-05-10',
      xp_today: 0,
      daily_goal_minutes: 10,
      daily_goal_xp: 50,
      goal_met: false,
    });
    await complete(headers, 'food-one', 30);
    expect((await today(headers)).json()).toMatchObject({ xp_today: 30, goal_met: false });
    await complete(headers, 'food-two', 25);
    expect((await today(headers)).json()).toMatchObject({ xp_today: 55, daily_goal_xp: 50, goal_met: true });
    // In Mogadishu (UTC+3) it is 01:30 on the 11th, and the XP was earned then.
    expect((await today(headers, 'Africa/Mogadishu')).json()).toMatchObject({ day: '2026-05-11', xp_today: 55 });
    // Past midnight UTC a new day starts in UTC; in Los Angeles it is still the afternoon of the 10th.
    clock.set('2026-05-11T00:10:00Z');
    const later = await authHeader(ctx, user);
    expect((await today(later)).json()).toMatchObject({ day: '2026-05-11', xp_today: 0, goal_met: false });
    expect((await today(later, 'America/Los_Angeles')).json()).toMatchObject({ day: '2026-05-10', xp_today: 55 });
  });

  it('follows the goal in the settings, counts only the caller, and treats an unknown zone as UTC', async () => {
    clock.set('2026-05-10T12:00:00Z');
    const a = await authHeader(ctx, await createUser(ctx));
    const b = await authHeader(ctx, await createUser(ctx));
    await complete(a, 'food-one', 30);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/settings',
      headers: a,
      payload: { daily_goal_minutes: 5 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await today(a, 'Not/AZone')).json()).toMatchObject({
      day: '2026-05-10',
      xp_today: 30,
      daily_goal_minutes: 5,
      daily_goal_xp: 25,
      goal_met: true,
    });
    expect((await today(b)).json()).toMatchObject({ xp_today: 0, goal_met: false });
  });

  it('needs a signed-in learner', async () => {
    expect((await today({})).statusCode).toBe(401);
  });
});
