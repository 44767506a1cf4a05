import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { users } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import { createUser } from '@test/helpers/factories';
import { hashPassword } from '@/modules/users';
import { COMMON_PASSWORD_MESSAGE } from '@hadal/domain';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const PASSWORD = 'Sahal-2026!';

function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

async function register(
  email: string,
  username: string,
  extra: Record<string, unknown> = {},
  remoteAddress = '127.0.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, username, password: PASSWORD, is_parent: false, ...extra },
  });
}

async function signIn(identifier: string, password = PASSWORD, remoteAddress = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress,
    ...form({ username: identifier, password }),
  });
}

function linkToken(text: string): string {
  const m = /token=([\w-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no token in the email');
  return m[1];
}

describe('register', () => {
  it('creates an unverified account and emails a verification link', async () => {
    const res = await register('Hodan@Example.com', '  Hodan Ali  ', { is_parent: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'Hodan@Example.com',
      username: 'Hodan Ali',
      is_parent: true,
      email_verified: false,
    });
    await ctx.services.jobs.drain();
    const mail = mailer.lastTo('hodan@example.com');
    expect(mail?.subject).toBe('Verify your email for Hadal');
    expect(mail?.text).toContain('http://hadal.test/verify-email?token=');
    expect(mail?.html).toContain('Hadal');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.emailVerified).toBe(false);
  });

  it('refuses a duplicate email or name with 409 saying which', async () => {
    await register('sahra@example.com', 'Sahra Warsame');
    const dupEmail = await register('SAHRA@example.com', 'Another Name');
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().detail).toMatch(/email/i);
    const dupName = await register('other@example.com', 'sahra warsame');
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().detail).toMatch(/name/i);
  });

  it('applies the password and name rules with 422', async () => {
    for (const password of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11']) {
      const res = await register(`weak${password.length}${password[0]}@example.com`, 'Weak Password', { password });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContain('Password does not meet complexity requirements');
    }
    expect((await register('name@example.com', ' ab ')).statusCode).toBe(422);
    expect((await register('name@example.com', 'x'.repeat(51))).statusCode).toBe(422);
    expect((await register('not-an-email', 'Good Name')).statusCode).toBe(422);
    const common = await register('common@example.com', 'Common Password', { password: 'P@ssw0rd' });
    expect(common.statusCode).toBe(422);
    expect(common.json().detail).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('limits registrations per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < ctx.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR + 1; i += 1)
      codes.push((await register(`flood${i}@example.com`, `Flood Learner ${i}`, {}, '10.77.0.1')).statusCode);
    expect(codes.slice(0, ctx.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await register('elsewhere@example.com', 'Elsewhere Learner', {}, '10.77.0.2')).statusCode).toBe(201);
  });
});

describe('sign in', () => {
  it('signs in with email or name after verification, and returns a token pair', async () => {
    await register('amina@example.com', 'Amina');
    const unverified = await signIn('amina@example.com');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.headers['x-verification-required']).toBe('true');
    expect(unverified.headers['x-error-code']).toBe('EMAIL_VERIFICATION_REQUIRED');

    await ctx.services.jobs.drain();
    const token = linkToken(mailer.lastTo('amina@example.com')!.text);
    const verified = await ctx.app.inject({ method: 'POST', url: `/api/emails/verify-email?token=${token}` });
    expect(verified.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/emails/verify-email?token=${token}` });
    expect(again.statusCode).toBe(400);

    for (const id of ['amina@example.com', 'AMINA@EXAMPLE.COM', 'amina']) {
      const res = await signIn(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      const claims = await ctx.services.tokens.verify(res.json().access_token);
      expect(claims.sub).toBe('amina@example.com');
      expect(claims.roles).toEqual(['learner']);
    }
  });

  it('answers one message for a wrong password and an unknown account', async () => {
    const user = await createUser(ctx, { passwordHash: await hashPassword(PASSWORD) });
    const wrong = await signIn(user.email!, 'Wrong-pass1!', '10.0.1.1');
    const unknown = await signIn('nobody@example.com', PASSWORD, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in a child by username and puts the username in sub', async () => {
    const child = await createUser(ctx, {
      email: null,
      username: 'little-ayaan',
      isChild: true,
      emailVerified: false,
      passwordHash: await hashPassword(PASSWORD),
    });
    const res = await signIn('little-ayaan');
    expect(res.statusCode).toBe(200);
    expect((await ctx.services.tokens.verify(res.json().access_token)).sub).toBe(child.username);
  });
});

describe('API documentation', () => {
  it('documents every accounts route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/register',
      '/api/auth/token',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/profile',
      '/api/auth/change-password',
      '/api/captcha/challenge',
      '/api/emails/verify-email',
      '/api/emails/send-verification',
      '/api/emails/resend-verification',
      '/api/emails/request-password-reset',
      '/api/emails/reset-password',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
