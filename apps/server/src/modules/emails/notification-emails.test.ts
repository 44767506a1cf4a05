import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMemoryMailer, type MailMessage } from '@/adapters/mail/mailer';
import { jobs } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import { FACTORY_PASSWORD, authHeader, createUser, createUserWithPassword } from '@test/helpers/factories';

const memory = createMemoryMailer();
/** A mail server that can be down. */
const smtp = { down: false };
const ctx = await createTestApp({
  mailer: {
    kind: 'memory',
    async send(message: MailMessage) {
      if (smtp.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await memory.send(message);
    },
    async close() {},
  },
});

const subjects = (to: string) => memory.sent.filter((m) => m.to === to).map((m) => m.subject);

describe('an SMTP outage', () => {
  it('never fails the request: the mail waits in the queue and goes out once when the server is back', async () => {
    const user = await createUserWithPassword(ctx);
    smtp.down = true;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/request-password-reset?email=${user.email}`,
      remoteAddress: '10.20.0.1',
    });
    expect(res.statusCode).toBe(200);
    await ctx.services.jobs.drain();
    await ctx.services.jobs.drain();
    expect(subjects(user.email!)).toEqual([]);
    const [queued] = await ctx.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(queued).toMatchObject({ kind: 'email.send', attempts: 1 });
    expect(queued?.lastError).toContain('ECONNREFUSED');

    // Still down at the first retry; back before the second.
    ctx.clock.advance(30_000);
    await ctx.services.jobs.drain();
    expect(subjects(user.email!)).toEqual([]);
    smtp.down = false;
    ctx.clock.advance(60_000);
    await ctx.services.jobs.drain();
    ctx.clock.advance(3_600_000);
    await ctx.services.jobs.drain();
    expect(subjects(user.email!)).toEqual(['Reset your Hadal password']);
    const [mail] = memory.sent.filter((m) => m.to === user.email);
    expect(mail?.messageId).toMatch(/^<hadal-job-\d+@hadal\.test>$/);
  });
});

describe('security notifications', () => {
  it('tell the holder when the password changes, even with every optional email off', async () => {
    const user = await createUserWithPassword(ctx);
    const headers = await authHeader(ctx, user);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/emails/preferences',
      headers,
      payload: { email_notifications: false, achievement_notifications: false },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { current_password: FACTORY_PASSWORD, new_password: 'Cusub-Furaha-7!' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.services.jobs.drain();
    const mail = memory.lastTo(user.email!)!;
    expect(mail.subject).toBe('Your Hadal password was changed');
    expect(mail.text).toContain('The password of your Hadal account was changed on 15 January 2026');
    expect(mail.text).toContain('cannot be turned off');
    // Essential mail carries no unsubscribe link.
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toContain('/email/unsubscribe');
  });

  it('tell the holder after a reset from an emailed link', async () => {
    const user = await createUserWithPassword(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/request-password-reset?email=${user.email}`,
      remoteAddress: '10.20.0.2',
    });
    await ctx.services.jobs.drain();
    const token = /token=([\w-]+)/.exec(memory.lastTo(user.email!)!.text)![1];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/reset-password',
      payload: { token, new_password: 'Cusub-Furaha-8!' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.services.jobs.drain();
    expect(subjects(user.email!)).toEqual(['Reset your Hadal password', 'Your Hadal password was reset']);
  });

  it('are one call for the MFA and trusted-device changes to come', async () => {
    const user = await createUser(ctx);
    await ctx.services.emails.sendSecurityNotification(user.id, 'trusted_device_added', 'Device: Chromium on Linux');
    await ctx.services.emails.sendSecurityNotification(user.id, 'mfa_enabled');
    await ctx.services.jobs.drain();
    expect(subjects(user.email!)).toEqual(['A new device was trusted', 'Two-factor authentication is on']);
    expect(memory.sent.find((m) => m.to === user.email)?.text).toContain('Device: Chromium on Linux');
  });

  it('never go to a child account', async () => {
    const parent = await createUser(ctx, { isParent: true });
    const child = await createUser(ctx, { isChild: true, parentId: parent.id });
    await ctx.services.emails.sendSecurityNotification(child.id, 'password_changed');
    await ctx.services.emails.sendAchievementNotification(child.id, 'first_lesson');
    await ctx.services.jobs.drain();
    expect(subjects(child.email!)).toEqual([]);
  });
});
