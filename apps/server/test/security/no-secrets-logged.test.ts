import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { users } from '@/db/schema';
import { createLogger } from '@/lib/logger';
import { createTestApp, testSecrets } from '@test/helpers/test-app';

let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer, log: createLogger({ LOG_LEVEL: 'trace' }, sink) });

const PASSWORD = 'Hodan-Sirta-2026!';
const NEW_PASSWORD = 'Cusub-Sirta-2027!';
const EMAIL = 'hodan.secrets@example.com';

async function mailedToken(): Promise<string> {
  await ctx.services.jobs.drain();
  const token = /token=([\w-]+)/.exec(mailer.lastTo(EMAIL)?.text ?? '')?.[1];
  if (!token) throw new Error('no link mailed');
  return token;
}

/** OWASP ASVS 5.0 V16: no password, token, hash or key in any log line, nor a hash or key in any answer. */
describe('secrets stay out of the log and the answers', () => {
  it('through sign-up, verification, sign-in, refresh, a failed sign-in, change and reset of a password', async () => {
    const answers: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, payload?: object | string, headers = {}) => {
      const answer = await ctx.app.inject({ method, url, payload, headers });
      answers.push(answer.body);
      return answer;
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const signIn = (password: string) =>
      call('POST', '/api/auth/token', new URLSearchParams({ username: EMAIL, password }).toString(), form);

    expect(
      (await call('POST', '/api/auth/register', { email: EMAIL, username: 'hodansirta', password: PASSWORD }))
        .statusCode,
    ).toBe(201);
    const verification = await mailedToken();
    expect((await call('POST', `/api/emails/verify-email?token=${verification}`)).statusCode).toBe(200);
    const pair = (await signIn(PASSWORD)).json<{ access_token: string; refresh_token: string }>();
    const bearer = { authorization: `Bearer ${pair.access_token}` };
    await call('GET', '/api/auth/me', undefined, bearer);
    const rotated = (await call('POST', '/api/auth/refresh', { refresh_token: pair.refresh_token })).json<{
      access_token: string;
      refresh_token: string;
    }>();
    await signIn('Wrong-Password-1!');
    const changed = await call(
      'POST',
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      {
        authorization: `Bearer ${rotated.access_token}`,
      },
    );
    expect(changed.statusCode).toBe(200);
    await call('POST', '/api/emails/request-password-reset', { email: EMAIL });
    const reset = await mailedToken();
    expect(
      (await call('POST', '/api/emails/reset-password', { token: reset, new_password: PASSWORD })).statusCode,
    ).toBe(200);

    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, EMAIL));
    const secrets = {
      password: PASSWORD,
      'new password': NEW_PASSWORD,
      'wrong password': 'Wrong-Password-1!',
      'access token': pair.access_token,
      'refresh token': pair.refresh_token,
      'rotated access token': rotated.access_token,
      'rotated refresh token': rotated.refresh_token,
      'verification token': verification,
      'reset token': reset,
      'password hash': row!.hash,
      'JWT secret': testSecrets.jwtSecret,
      'captcha key': testSecrets.captchaHmacKey,
    };
    expect(logged.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries(secrets))
      expect(logged.includes(secret), `${name} in the log`).toBe(false);
    const answered = answers.join('\n');
    for (const name of ['password', 'new password', 'password hash', 'JWT secret', 'captcha key'] as const)
      expect(answered.includes(secrets[name]), `${name} in an answer`).toBe(false);
  });
});
