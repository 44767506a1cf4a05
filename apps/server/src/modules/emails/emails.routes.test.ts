import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { users, verificationTokens } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import {
  FACTORY_PASSWORD,
  authHeader,
  createUser,
  createUserWithPassword,
  signInThroughApi,
} from '@test/helpers/factories';
import { PASSWORD_RESET_ANSWER, RESEND_VERIFICATION_ANSWER } from './emails.service';
import { sha256 } from '@/lib/hash';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const NEW_PASSWORD = 'Cusub-Password9!';

/** Sends the queued mail (every email goes through the job queue), then reads the link. */
async function tokenFrom(to: string): Promise<string> {
  await ctx.services.jobs.drain();
  const m = /token=([\w-]+)/.exec(mailer.lastTo(to)?.text ?? '');
  if (!m?.[1]) throw new Error(`no link mailed to ${to}`);
  return m[1];
}

let ipSeq = 0;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${(ipSeq += 1)}` });

describe('email verification', () => {
  it('verifies once with the emailed token, and refuses an expired one', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    const sent = await post(`/api/emails/resend-verification?email=${encodeURIComponent(user.email!.toUpperCase())}`);
    expect(sent.json()).toEqual({ detail: RESEND_VERIFICATION_ANSWER });
    const token = await tokenFrom(user.email!);
    // Only the hash is stored.
    const [stored] = await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(sha256(token));
    expect(stored?.purpose).toBe('verify_email');

    expect((await post(`/api/emails/verify-email?token=${token}`)).statusCode).toBe(200);
    expect((await post(`/api/emails/verify-email?token=${token}`)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);

    const late = await createUser(ctx, { emailVerified: false });
    await post(`/api/emails/resend-verification?email=${late.email}`);
    const lateToken = await tokenFrom(late.email!);
    ctx.clock.advance(25 * 3600 * 1000);
    const expired = await post(`/api/emails/verify-email?token=${lateToken}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/invalid or has expired/);
  });

  it('answers resend the same way for unknown and verified addresses, and sends nothing', async () => {
    const before = mailer.sent.length;
    const verified = await createUser(ctx);
    const a = await post('/api/emails/resend-verification?email=nobody@example.com');
    const b = await post(`/api/emails/resend-verification?email=${verified.email}`);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await ctx.services.jobs.drain();
    expect(mailer.sent.length).toBe(before);
  });

  it('rate limits resending to one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await post('/api/emails/resend-verification?email=flood@example.com')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('sends a new link to the signed-in unverified account', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    const res = await post('/api/emails/send-verification', undefined, await authHeader(ctx, user));
    expect(res.statusCode).toBe(200);
    await ctx.services.jobs.drain();
    expect(mailer.lastTo(user.email!)?.subject).toBe('Verify your email for Hadal');
    expect((await post('/api/emails/send-verification')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers unknown addresses exactly like known ones, looking the address up only off the request', async () => {
    const user = await createUserWithPassword(ctx);
    await ctx.services.jobs.drain();
    const lookups = vi.spyOn(ctx.db, 'select');
    const known = await post(`/api/emails/request-password-reset?email=${user.email}`);
    const unknown = await post('/api/emails/request-password-reset?email=ghost@example.com');
    // Neither request read the users table: both only queued the address (equal work, equal time).
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    expect(mailer.lastTo(user.email!)).toBeUndefined();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: PASSWORD_RESET_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await ctx.services.jobs.drain();
    expect(mailer.lastTo('ghost@example.com')).toBeUndefined();
    expect(mailer.lastTo(user.email!)?.subject).toBe('Reset your Hadal password');
  });

  it('resets with the token in the query or the body, once, and signs out every session', async () => {
    const user = await createUserWithPassword(ctx);
    const session = (await signInThroughApi(ctx, user.email!)).json();
    await post(`/api/emails/request-password-reset?email=${user.email}`);
    const token = await tokenFrom(user.email!);
    expect(mailer.lastTo(user.email!)?.text).toContain(`http://hadal.test/reset-password?token=${token}`);

    const weak = await post('/api/emails/reset-password', { token, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    const ok = await post(`/api/emails/reset-password?token=${token}&new_password=${encodeURIComponent(NEW_PASSWORD)}`);
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/emails/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(400);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await signInThroughApi(ctx, user.email!, FACTORY_PASSWORD, '10.8.0.1')).statusCode).toBe(401);
    expect((await signInThroughApi(ctx, user.email!, NEW_PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });

  it('accepts the JSON body the web app sends, and refuses expired or missing tokens', async () => {
    const user = await createUserWithPassword(ctx);
    await post(`/api/emails/request-password-reset?email=${user.email}`);
    const token = await tokenFrom(user.email!);
    ctx.clock.advance(61 * 60 * 1000);
    expect((await post('/api/emails/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(400);
    await post(`/api/emails/request-password-reset?email=${user.email}`);
    const fresh = await tokenFrom(user.email!);
    expect((await post('/api/emails/reset-password', { token: fresh, new_password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const missing = await post('/api/emails/reset-password', { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Invalid reset link. No token provided.');
  });

  it('does not let a verification token reset a password', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    await post(`/api/emails/resend-verification?email=${user.email}`);
    const token = await tokenFrom(user.email!);
    expect((await post('/api/emails/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(400);
  });
});
