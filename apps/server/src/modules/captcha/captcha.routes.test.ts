import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { createTestApp } from '@test/helpers/test-app';
import { ALTCHA_COST } from '@/adapters/captcha/altcha-provider';

const ctx = await createTestApp({ env: { CAPTCHA: 'altcha' }, mailer: createMemoryMailer() });
let seq = 0;

async function solvedPayload(): Promise<string> {
  const res = await ctx.app.inject({ url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json() as Challenge;
  expect(challenge.parameters.cost).toBe(ALTCHA_COST);
  const solution = await solveChallenge({ challenge, deriveKey });
  // The widget sends base64(JSON {challenge, solution}).
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

function register(captcha_token?: string) {
  seq += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `captcha${seq}@example.com`,
      username: `Captcha Person ${seq}`,
      password: 'Abcdef1!',
      is_parent: false,
      captcha_token,
    },
  });
}

describe('ALTCHA captcha on registration', () => {
  it('says which provider the form shows', async () => {
    expect((await ctx.app.inject({ url: '/api/captcha/config' })).json()).toEqual({
      provider: 'altcha',
      challenge_url: '/api/captcha/challenge',
    });
  });

  it('accepts a solved challenge once; a replay fails', async () => {
    const payload = await solvedPayload();
    expect((await register(payload)).statusCode).toBe(201);
    const replay = await register(payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Captcha verification failed. Please try again.' });
  });

  it('asks for the captcha when it is missing', async () => {
    const res = await register(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Please complete the captcha verification' });
  });

  it('refuses garbage, a tampered challenge and an expired one', async () => {
    expect((await register('not-base64-json')).statusCode).toBe(400);
    const payload = await solvedPayload();
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    decoded.challenge.parameters.data.exp += 3600;
    expect((await register(Buffer.from(JSON.stringify(decoded)).toString('base64'))).statusCode).toBe(400);
    const late = await solvedPayload();
    ctx.clock.advance(21 * 60 * 1000);
    expect((await register(late)).statusCode).toBe(400);
  });
});

describe('captcha off', async () => {
  const off = await createTestApp({ mailer: createMemoryMailer() });
  it('answers 404 for challenges and accepts registration without a token', async () => {
    expect((await off.app.inject({ url: '/api/captcha/challenge' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/api/captcha/config' })).json()).toEqual({
      provider: 'off',
      challenge_url: null,
    });
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'nocaptcha@example.com', username: 'No Captcha', password: 'Abcdef1!', is_parent: false },
    });
    expect(res.statusCode).toBe(201);
  });
});
