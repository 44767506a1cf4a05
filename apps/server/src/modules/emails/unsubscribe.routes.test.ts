import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import type { UserRow } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });

/** Sends an achievement email (it carries an unsubscribe link) and returns the link's token. */
async function mailedToken(user: UserRow, achievement: 'first_lesson' | 'xp_collector' = 'first_lesson') {
  await ctx.services.emails.sendAchievementNotification(user.id, achievement);
  await ctx.services.jobs.drain();
  const mail = mailer.lastTo(user.email!)!;
  const token = /\/email\/unsubscribe\?token=([^\s"&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no unsubscribe link in the email');
  return { mail, token: decodeURIComponent(token) };
}

const unsubscribe = (token: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/emails/unsubscribe', payload: { token } as object });

async function preferencesOf(user: UserRow) {
  return (
    await ctx.app.inject({ method: 'GET', url: '/api/emails/preferences', headers: await authHeader(ctx, user) })
  ).json();
}

describe('the unsubscribe link of an optional email', () => {
  it('is signed, names one preference, and comes with the RFC 8058 headers', async () => {
    const user = await createUser(ctx);
    const { mail, token } = await mailedToken(user);
    expect(token).toMatch(/^u1\.[\w-]+\.[\w-]+$/);
    expect(mail.text).toContain(`http://hadal.test/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail.html).toContain('Unsubscribe</a>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://hadal.test/api/emails/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('turns that one preference off and answers its label', async () => {
    const user = await createUser(ctx);
    const { token } = await mailedToken(user);
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'You have been unsubscribed. You will no longer receive achievement notifications from Hadal.',
      preference_label: 'Achievement notifications',
    });
    expect(await preferencesOf(user)).toMatchObject({
      achievement_notifications: false,
      weekly_progress_reports: true,
      email_notifications: true,
    });
  });

  it('works once: a second use is refused', async () => {
    const user = await createUser(ctx);
    const { token } = await mailedToken(user);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This unsubscribe link has expired or has already been used.');
  });

  it('refuses a tampered token and changes nothing', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const { token } = await mailedToken(user);
    const [version, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forge = (c: object) => `${version}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.${signature}`;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      forge({ ...claims, p: 'weekly_progress_reports' }),
      forge({ ...claims, u: other.id }),
      forge({ ...claims, p: 'security_notifications' }),
      `${version}.${body}.${flipped}`,
      `${version}.${body}`,
      token.slice(0, -3),
      'not-a-token',
    ]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toBe('This unsubscribe link is not valid. Please use the link provided in your email.');
    }
    expect((await preferencesOf(user)).achievement_notifications).toBe(true);
    expect((await preferencesOf(other)).achievement_notifications).toBe(true);
    // The genuine link still works afterwards.
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('expires after 90 days', async () => {
    const user = await createUser(ctx);
    const { token } = await mailedToken(user);
    ctx.clock.advance(91 * 86_400_000);
    expect((await unsubscribe(token)).statusCode).toBe(400);
    expect((await preferencesOf(user)).achievement_notifications).toBe(true);
  });

  it('accepts the one-click POST of a mail client (form body, token in the URL)', async () => {
    const user = await createUser(ctx);
    const { mail } = await mailedToken(user);
    const url = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preference_label).toBe('Achievement notifications');
    expect((await preferencesOf(user)).achievement_notifications).toBe(false);
  });

  it('answers a readable 4xx without a token', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/emails/unsubscribe', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/No unsubscribe token/);
    expect((await unsubscribe('')).statusCode).toBe(422);
    expect((await unsubscribe(42)).statusCode).toBe(422);
  });

  it('names a support contact', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/emails/support-contact' });
    expect(res.json()).toEqual({ email: 'support@hadal.localhost' });
  });
});
