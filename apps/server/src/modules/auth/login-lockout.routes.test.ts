import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '@/adapters/rate-limit/redis-rate-limit-store';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { createUserWithPassword, signInThroughApi } from '@test/helpers/factories';
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from './login-throttle';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Keys of this run only: account ids repeat from one test database to the next.
const redisStore = createRedisRateLimitStore(REDIS_URL, { keyPrefix: `hadal:test:${randomBytes(4).toString('hex')}:` });
afterAll(() => redisStore.close());

const contexts: Array<[string, TestContext]> = [
  ['database counters', await createTestApp()],
  ['redis counters', await createTestApp({ rateLimits: redisStore })],
];

function address() {
  return `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
}

describe.each(contexts)('sign-in lockout with %s', (_name, ctx) => {
  it('locks an account for 60 seconds after 5 failures in 15 minutes, whichever name it is given by', async () => {
    const user = await createUserWithPassword(ctx);
    const ip = address();
    // Email and username count against the one account.
    const names = [user.email!, user.username, user.email!, user.username];
    for (const name of names) {
      const res = await signInThroughApi(ctx, name, 'Wrong-pass1!', ip);
      expect(res.statusCode).toBe(401);
      ctx.clock.advance(60_000);
    }
    const fifth = await signInThroughApi(ctx, user.email!, 'Wrong-pass1!', ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    // Even the right password is refused while locked, from any address.
    ctx.clock.advance(20_000);
    const locked = await signInThroughApi(ctx, user.username, undefined, address());
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('40');
    expect(locked.json().detail).toBe('Too many failed attempts. Please wait before trying again.');
    ctx.clock.advance(40_000);
    expect((await signInThroughApi(ctx, user.email!, undefined, ip)).statusCode).toBe(200);
  });

  it('counts an unknown identifier the same way', async () => {
    const ip = address();
    const ghost = `ghost-${randomBytes(4).toString('hex')}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await signInThroughApi(ctx, ghost, 'Whatever-1!', ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    // After the lockout the counter starts afresh.
    ctx.clock.advance(61_000);
    expect((await signInThroughApi(ctx, ghost, 'Whatever-1!', ip)).statusCode).toBe(401);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUserWithPassword(ctx);
    const ip = address();
    for (let i = 0; i < 4; i += 1) await signInThroughApi(ctx, user.username, 'Wrong-pass1!', ip);
    expect((await signInThroughApi(ctx, user.username, undefined, ip)).statusCode).toBe(200);
    expect((await signInThroughApi(ctx, user.username, 'Wrong-pass1!', ip)).statusCode).toBe(401);
  });

  it('locks a client address after many failures across identifiers', async () => {
    const ip = address();
    let last = 0;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) {
      last = (await signInThroughApi(ctx, `someone${i}-${randomBytes(3).toString('hex')}`, 'Wrong-pass1!', ip))
        .statusCode;
    }
    expect(last).toBe(429);
    const user = await createUserWithPassword(ctx);
    expect((await signInThroughApi(ctx, user.email!, undefined, ip)).statusCode).toBe(429);
    expect((await signInThroughApi(ctx, user.email!, undefined, address())).statusCode).toBe(200);
  });
});
