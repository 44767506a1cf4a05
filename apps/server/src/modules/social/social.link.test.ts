import { MFA_MESSAGES, SOCIAL_MESSAGES } from '@hadal/domain';
import { describe, expect, it } from 'vitest';
import { LOCKOUT_MESSAGE } from '@/modules/auth';
import { createUserWithPassword, FACTORY_PASSWORD, signInThroughApi } from '@test/helpers/factories';
import { codeNow, enableMfa } from '@test/helpers/mfa-factories';
import { createSocialTestApp, newAccount } from './social.fixtures';

const social = await createSocialTestApp();
const { ctx } = social;
const link = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/link-account', payload, remoteAddress });

/** A password account and a provider account with the same verified email: the collision's answer. */
async function collide() {
  const user = await createUserWithPassword(ctx);
  const account = newAccount({ email: user.email!.toUpperCase() });
  const res = await social.signIn('google', account);
  return { user, account, res, body: res.json() as { status: string; link_token: string; existing_email: string } };
}

describe('social sign-in with the email of a password account', () => {
  it('answers collision with a single-use link token and the existing email, and signs nobody in', async () => {
    const { user, res, body } = await collide();
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ status: 'collision', link_token: expect.any(String), existing_email: user.email });
  });

  it('links the identity with the account’s password, then the identity signs in directly', async () => {
    const { user, account, body } = await collide();
    const linked = await link({ link_token: body.link_token, email: user.email, password: FACTORY_PASSWORD });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });

    const again = await social.signIn('google', account);
    expect(again.json()).toMatchObject({ status: 'success' });
    // The password still works as before.
    expect((await signInThroughApi(ctx, user.email!)).statusCode).toBe(200);
  });

  it('refuses a used link token, and one that expired', async () => {
    const { user, body } = await collide();
    expect(
      (await link({ link_token: body.link_token, email: user.email, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(200);
    const reused = await link({ link_token: body.link_token, email: user.email, password: FACTORY_PASSWORD });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: SOCIAL_MESSAGES.linkExpired });

    const late = await collide();
    ctx.clock.advance(11 * 60 * 1000);
    const expired = await link({
      link_token: late.body.link_token,
      email: late.user.email,
      password: FACTORY_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect((await link({ link_token: 'never-issued', email: 'x@example.test', password: 'x' })).statusCode).toBe(400);
  });

  it('answers the link failure for a wrong password or another email, and keeps the token for a retry', async () => {
    const { user, body } = await collide();
    const wrong = await link({ link_token: body.link_token, email: user.email, password: 'Wrong-Pass1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: SOCIAL_MESSAGES.linkFailed });
    const other = await link({ link_token: body.link_token, email: 'other@example.test', password: FACTORY_PASSWORD });
    expect(other.json()).toEqual({ detail: SOCIAL_MESSAGES.linkFailed });
    const right = await link({ link_token: body.link_token, email: user.email, password: FACTORY_PASSWORD });
    expect(right.statusCode).toBe(200);
  });

  it('counts wrong link passwords toward the sign-in lockout', async () => {
    const { user, body } = await collide();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await link({ link_token: body.link_token, email: user.email, password: `Wrong-${i}!aA` })).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const locked = await signInThroughApi(ctx, user.email!);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: LOCKOUT_MESSAGE });
    ctx.clock.advance(61_000);
  });

  it('links an account without a password (made by the other provider) without asking one', async () => {
    const account = newAccount();
    expect((await social.signIn('google', account)).json()).toMatchObject({ status: 'success' });
    const res = await social.signIn('microsoft', { ...account, sub: `${account.sub}-ms` });
    expect(res.json()).toMatchObject({ status: 'success' });
  });
});

describe('two-factor authentication still applies', () => {
  it('answers the password login’s requires_mfa shape to link-account and to a linked identity', async () => {
    const { user, account, body } = await collide();
    const { secret } = await enableMfa(ctx, user);
    const linked = await link({ link_token: body.link_token, email: user.email, password: FACTORY_PASSWORD });
    expect(linked.statusCode).toBe(200);
    const challenge = linked.json() as { requires_mfa: true; mfa_token: string; passkeys: boolean };
    expect(challenge).toEqual({ requires_mfa: true, mfa_token: expect.any(String), passkeys: false });
    expect(challenge).not.toHaveProperty('access_token');

    const finished = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-mfa',
      payload: { mfa_token: challenge.mfa_token, code: codeNow(ctx, secret) },
    });
    expect(finished.statusCode).toBe(200);
    ctx.clock.advance(30_000);

    const social2 = await social.signIn('google', account);
    expect(social2.json()).toEqual({ requires_mfa: true, mfa_token: expect.any(String), passkeys: false });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-mfa',
      payload: { mfa_token: (social2.json() as { mfa_token: string }).mfa_token, code: '000000' },
    });
    expect(bad.json()).toEqual({ detail: MFA_MESSAGES.loginInvalidCode });
  });
});
