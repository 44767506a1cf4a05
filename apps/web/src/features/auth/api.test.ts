import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import {
  LoginFailed,
  getCaptchaConfig,
  registerAccount,
  requestPasswordReset,
  requestToken,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './api';

const pair = { access_token: 'a.b.c', refresh_token: 'r1', token_type: 'bearer', expires_in: 900 };

describe('accounts api', () => {
  it('sends the sign-in form-encoded, with the code and remember-device only on the code step', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json(pair);
      }),
    );
    expect(await requestToken({ username: ' hodan ', password: 'p w' })).toEqual(pair);
    await requestToken({ username: 'hodan', password: 'pw', mfa_code: '123456', remember_device: true });
    expect(bodies).toEqual([
      'username=hodan&password=p+w',
      'username=hodan&password=pw&mfa_code=123456&remember_device=true',
    ]);
  });

  it('answers requires_mfa, and LoginFailed for a 2xx answer without a token', async () => {
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ requires_mfa: true })));
    expect(await requestToken({ username: 'a', password: 'b' })).toEqual({ requires_mfa: true });
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ token_type: 'bearer' })));
    await expect(requestToken({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(LoginFailed);
  });

  it('registers with a JSON body and parses the new account', async () => {
    let sent: unknown = null;
    const account = {
      id: 3,
      email: 'a@b.so',
      username: 'Hodan',
      is_parent: false,
      email_verified: false,
      detail: 'ok',
    };
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(account, { status: 201 });
      }),
    );
    const body = { email: 'a@b.so', username: 'Hodan', password: 'Abcdef1!', is_parent: false, captcha_token: null };
    expect(await registerAccount(body)).toEqual(account);
    expect(sent).toEqual(body);
  });

  it('sends the email-link calls with the token or email in the query', async () => {
    const seen: string[] = [];
    const answer = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}${url.search}`);
      return HttpResponse.json({ detail: 'ok' });
    };
    server.use(
      http.post('*/api/emails/verify-email', answer),
      http.post('*/api/emails/resend-verification', answer),
      http.post('*/api/emails/request-password-reset', answer),
    );
    expect(await verifyEmail('t 1')).toEqual({ detail: 'ok' });
    await resendVerification('a@b.so');
    await requestPasswordReset('a@b.so');
    expect(seen).toEqual([
      '/api/emails/verify-email?token=t+1',
      '/api/emails/resend-verification?email=a%40b.so',
      '/api/emails/request-password-reset?email=a%40b.so',
    ]);
  });

  it('resets the password with the token and the new password in a JSON body', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/emails/reset-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'done' });
      }),
    );
    await resetPassword({ token: 'tok', new_password: 'Abcdef1!' });
    expect(sent).toEqual({ token: 'tok', new_password: 'Abcdef1!' });
  });

  it('reads the captcha config, and refuses a provider it does not know', async () => {
    server.use(http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'off', challenge_url: null })));
    expect(await getCaptchaConfig()).toEqual({ provider: 'off', challenge_url: null });
    server.use(http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'other', challenge_url: null })));
    await expect(getCaptchaConfig()).rejects.toThrow();
  });
});
