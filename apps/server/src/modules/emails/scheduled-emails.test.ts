import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import type { UserRow } from '@/db/schema';
import { silentLogger } from '@/lib/logger';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { createServices } from '@/services';
import { createTestApp, testSecrets } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer, clock: undefined });
const LONG_AGO = new Date('2025-12-01T00:00:00Z');

beforeAll(async () => {
  await registerFixtureBundle(ctx);
});

/** Another server process on the same database: its own scheduler and worker, the same mail server. */
function secondProcess() {
  return createServices({
    config: ctx.config,
    database: ctx.database,
    clock: ctx.clock,
    adapters: ctx.adapters,
    secrets: testSecrets,
    log: silentLogger,
  });
}

const mailsTo = (user: UserRow, subject: RegExp) =>
  mailer.sent.filter((m) => m.to === user.email && subject.test(m.subject));

async function completeLesson(user: UserRow, stableId: string, xp: number) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/lessons/progress/${stableId}`,
    headers: await authHeader(ctx, user),
    payload: { progress_percentage: 100, completed: true, xp_earned: xp, attempt_id: randomUUID() },
  });
  expect(res.statusCode).toBe(200);
}

const account = (overrides: Partial<UserRow> = {}) => createUser(ctx, { createdAt: LONG_AGO, ...overrides });

describe('weekly progress report', () => {
  it('goes out once on Monday with the week in figures, even with two schedulers running', async () => {
    ctx.clock.set('2026-01-14T10:00:00Z');
    const learner = await account();
    const parent = await account({ isParent: true });
    const child = await account({ isChild: true, parentId: parent.id, username: `Ayaan${randomUUID().slice(0, 6)}` });
    const optedOut = await account();
    const unverified = await account({ emailVerified: false });
    await completeLesson(learner, 'food-one', 30);
    await completeLesson(child, 'food-one', 20);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/emails/preferences',
      headers: await authHeader(ctx, optedOut),
      payload: { weekly_progress_reports: false },
    });
    await ctx.services.jobs.drain();

    // Sunday night: the week is not over yet.
    ctx.clock.set('2026-01-19T07:59:00Z');
    await ctx.services.jobs.drain();
    expect(mailsTo(learner, /Your week on Hadal/)).toHaveLength(0);

    ctx.clock.set('2026-01-19T08:00:00Z');
    const other = secondProcess();
    await Promise.all([ctx.services.jobs.drain(), other.jobs.drain(), ctx.services.jobs.drain(), other.jobs.drain()]);
    await Promise.all([ctx.services.jobs.drain(), other.jobs.drain()]);

    const [report] = mailsTo(learner, /Your week on Hadal/);
    expect(mailsTo(learner, /Your week on Hadal/)).toHaveLength(1);
    expect(report!.subject).toBe('Your week on Hadal: 1 lesson, 30 XP');
    expect(report!.text).toContain('12 Jan 2026 – 18 Jan 2026');
    expect(report!.text).toContain('Lessons completed: 1');
    expect(report!.text).toContain('XP earned: 30');
    expect(report!.text).toContain('Day streak: 0 days');
    // The review module counts the words due (this learner has none yet).
    expect(report!.text).toContain('Words due for review: 0');
    expect(report!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [parentReport] = mailsTo(parent, /Your week on Hadal/);
    expect(mailsTo(parent, /Your week on Hadal/)).toHaveLength(1);
    expect(parentReport!.text).toContain(`${child.username}'s week`);
    expect(parentReport!.text).toMatch(
      new RegExp(`${child.username}'s week\\n  Lessons completed: 1\\n  XP earned: 20`),
    );

    expect(mailsTo(optedOut, /Your week/)).toHaveLength(0);
    expect(mailsTo(unverified, /Your week/)).toHaveLength(0);
    expect(mailer.sent.filter((m) => m.to === child.email)).toHaveLength(0);

    // Later ticks of either process send nothing again.
    ctx.clock.advance(3_600_000);
    await Promise.all([ctx.services.jobs.drain(), other.jobs.drain()]);
    expect(mailsTo(learner, /Your week on Hadal/)).toHaveLength(1);
  });
});

describe('inactivity reminders', () => {
  it('go out after 3 days without activity, at most once a week', async () => {
    ctx.clock.set('2026-02-02T12:00:00Z');
    const idle = await account({ lastActivityDate: '2026-01-30', streakDays: 4 });
    const active = await account({ lastActivityDate: '2026-02-01', streakDays: 2 });
    const off = await account({ lastActivityDate: '2026-01-20' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/emails/preferences',
      headers: await authHeader(ctx, off),
      payload: { inactivity_reminders: false },
    });
    const reminders = (u: UserRow) => mailsTo(u, /Your Somali lessons are waiting/);

    ctx.clock.set('2026-02-02T16:00:00Z');
    await Promise.all([ctx.services.jobs.drain(), secondProcess().jobs.drain()]);
    expect(reminders(idle)).toHaveLength(1);
    expect(reminders(idle)[0]!.text).toContain('It has been 3 days since your last lesson');
    expect(reminders(idle)[0]!.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/hadal\.test\/api\/emails\/unsubscribe\?token=/,
    );
    expect(reminders(active)).toHaveLength(0);
    expect(reminders(off)).toHaveLength(0);

    for (const day of ['2026-02-03', '2026-02-05', '2026-02-08']) {
      ctx.clock.set(`${day}T16:00:00Z`);
      await ctx.services.jobs.drain();
    }
    expect(reminders(idle)).toHaveLength(1);
    expect(reminders(active)).toHaveLength(1);

    ctx.clock.set('2026-02-09T16:00:00Z');
    await ctx.services.jobs.drain();
    expect(reminders(idle)).toHaveLength(2);
  });
});
