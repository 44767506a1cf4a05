import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { lessonProgress, lessonXpLedger, users, type UserRow } from '@/db/schema';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { createTestApp } from '@test/helpers/test-app';
import { authHeader, createUser, childViewHeader } from '@test/helpers/factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });

beforeAll(async () => {
  await registerFixtureBundle(ctx);
});

type Headers = Record<string, string>;
const settings = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/profile/settings', headers });
const saveSettings = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile/settings', headers, payload });
const resetAll = (headers: Headers, payload: object = { confirmation: 'RESET' }) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/reset-progress', headers, payload });

async function complete(headers: Headers, stableId: string, xp: number) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/lessons/progress/${stableId}`,
    headers,
    payload: { progress_percentage: 100, completed: true, xp_earned: xp, attempt_id: randomUUID() },
  });
  expect(res.statusCode).toBe(200);
}

async function family() {
  const parent = await createUser(ctx, { isParent: true });
  const child = await createUser(ctx, {
    email: null,
    isChild: true,
    parentId: parent.id,
    username: `kid${randomUUID().slice(0, 8)}`,
  });
  const childView = await childViewHeader(ctx, child, parent);
  return { parent, child, childHeaders: await authHeader(ctx, child), childView };
}

async function row(user: UserRow) {
  const [r] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return r!;
}

describe('profile settings', () => {
  it('start at a 10-minute goal with notifications and autoplay on, and save what is sent', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    expect((await settings(headers)).json()).toEqual({
      daily_goal_minutes: 10,
      notifications_enabled: true,
      autoplay_audio: true,
    });
    const saved = await saveSettings(headers, { daily_goal_minutes: 20 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ daily_goal_minutes: 20, notifications_enabled: true, autoplay_audio: true });
    await saveSettings(headers, { notifications_enabled: false });
    await saveSettings(headers, { autoplay_audio: false });
    expect((await settings(headers)).json()).toEqual({
      daily_goal_minutes: 20,
      notifications_enabled: false,
      autoplay_audio: false,
    });
  });

  it('refuse a goal outside 5, 10, 15, 20, 30 and an empty change with 422', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    for (const body of [
      { daily_goal_minutes: 25 },
      { daily_goal_minutes: '10' },
      {},
      { notifications_enabled: 'off' },
      { autoplay_audio: 'no' },
    ]) {
      const res = await saveSettings(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await settings(headers)).json().daily_goal_minutes).toBe(10);
  });

  it('let a child, and a parent viewing as the child, rename the child but never to blank or a taken name', async () => {
    const { child, childHeaders, childView } = await family();
    const taken = await createUser(ctx);
    expect((await saveSettings(childHeaders, { username: '   ' })).json().detail).toContain('Username is required');
    expect((await saveSettings(childHeaders, { username: '   ' })).statusCode).toBe(422);
    const clash = await saveSettings(childHeaders, { username: taken.username.toUpperCase(), daily_goal_minutes: 5 });
    expect(clash.statusCode).toBe(409);
    // Nothing of a refused change is written.
    expect((await settings(childHeaders)).json().daily_goal_minutes).toBe(10);
    const renamed = `Hooyo${randomUUID().slice(0, 6)}`;
    const ok = await saveSettings(childView, { username: `  ${renamed} `, daily_goal_minutes: 15 });
    expect(ok.statusCode).toBe(200);
    expect((await row(child)).username).toBe(renamed);
    expect((await settings(childHeaders)).json().daily_goal_minutes).toBe(15);
  });

  it('keep an adult from renaming through settings', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    const res = await saveSettings(headers, { username: 'Someone Else' });
    expect(res.statusCode).toBe(400);
  });

  it("are each account's own", async () => {
    const a = await authHeader(ctx, await createUser(ctx));
    const b = await authHeader(ctx, await createUser(ctx));
    await saveSettings(a, { daily_goal_minutes: 30 });
    expect((await settings(b)).json().daily_goal_minutes).toBe(10);
  });
});

describe('reset all progress', () => {
  it('clears lesson progress, the XP ledger and XP, keeps the streak, and only with the typed confirmation', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    await complete(headers, 'food-one', 30);
    await complete(headers, 'food-two', 25);
    const other = await createUser(ctx);
    await complete(await authHeader(ctx, other), 'food-one', 30);
    const before = await row(user);
    expect(before.xpPoints).toBe(55);

    for (const body of [{}, { confirmation: 'reset' }, { confirmation: 'yes' }]) {
      expect((await resetAll(headers, body)).statusCode).toBe(422);
    }
    expect((await row(user)).xpPoints).toBe(55);

    const res = await resetAll(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'All your progress has been reset.' });
    const after = await row(user);
    expect(after.xpPoints).toBe(0);
    expect(after.streakDays).toBe(before.streakDays);
    expect(await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(lessonXpLedger).where(eq(lessonXpLedger.userId, user.id))).toEqual([]);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).json();
    expect(profile).toMatchObject({ xp_points: 0, lessons_completed: 0 });
    // Another learner's progress is untouched.
    expect((await row(other)).xpPoints).toBe(30);
  });

  it('is for adults only: not a child account, not a parent viewing as a child, not anonymous', async () => {
    const { parent, childHeaders, childView } = await family();
    expect((await resetAll(childHeaders)).statusCode).toBe(403);
    expect((await resetAll(childView)).statusCode).toBe(403);
    expect((await resetAll({})).statusCode).toBe(401);
    expect((await resetAll(await authHeader(ctx, parent))).statusCode).toBe(200);
  });
});

describe('achievement notifications', () => {
  it('announce each achievement once, when it is earned', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const achievements = () =>
      mailer.sent.filter((m) => m.to === user.email && /^Achievement unlocked/.test(m.subject));
    await complete(headers, 'food-one', 30);
    await ctx.services.jobs.drain();
    expect(achievements().map((m) => m.subject)).toEqual(['Achievement unlocked: First Lesson']);
    await complete(headers, 'food-two', 25);
    await complete(headers, 'food-two', 5);
    await ctx.services.jobs.drain();
    expect(achievements().map((m) => m.subject)).toEqual([
      'Achievement unlocked: First Lesson',
      'Achievement unlocked: XP Collector',
    ]);
    // After a reset, earning them again is not announced twice.
    await resetAll(headers);
    await complete(headers, 'food-one', 30);
    await ctx.services.jobs.drain();
    expect(achievements()).toHaveLength(2);
  });

  it('announce a 3-day streak reached by visiting', async () => {
    const user = await createUser(ctx, { streakDays: 2, lastActivityDate: '2026-01-14' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: await authHeader(ctx, user) });
    expect(res.json().streak_days).toBe(3);
    await ctx.services.jobs.drain();
    expect(mailer.lastTo(user.email!)?.subject).toBe('Achievement unlocked: 3-Day Streak');
  });

  it('respect the preference and never reach a child', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/emails/preferences',
      headers,
      payload: { achievement_notifications: false },
    });
    await complete(headers, 'food-one', 30);
    const { child, childHeaders } = await family();
    await ctx.db
      .update(users)
      .set({ email: `${child.username}@example.test` })
      .where(eq(users.id, child.id));
    await complete(childHeaders, 'food-one', 30);
    await ctx.services.jobs.drain();
    expect(mailer.sent.filter((m) => m.to === user.email)).toEqual([]);
    expect(mailer.sent.filter((m) => m.to === `${child.username}@example.test`)).toEqual([]);
  });
});
