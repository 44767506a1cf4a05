import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '@/adapters/rate-limit/redis-rate-limit-store';
import { createTestApp } from '@test/helpers/test-app';
import { createUserWithPassword, signInThroughApi } from '@test/helpers/factories';
import { startFaultProxy } from '@test/helpers/tcp-fault-proxy';

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const proxy = await startFaultProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
const throughProxy = new URL(redisUrl);
throughProxy.hostname = '127.0.0.1';
throughProxy.port = String(proxy.port);
const store = createRedisRateLimitStore(throughProxy.toString(), {
  keyPrefix: `hadal:test:${randomBytes(4).toString('hex')}:`,
});
const ctx = await createTestApp({ rateLimits: store });
afterAll(async () => {
  await store.close();
  await proxy.close();
});

describe('the shared counters’ Redis stops or freezes', () => {
  it('answers 503 with Retry-After, never lets a locked-out sign-in through, and recovers by itself', async () => {
    const user = await createUserWithPassword(ctx);
    const ip = '10.20.30.40';
    for (let i = 0; i < 4; i += 1)
      expect((await signInThroughApi(ctx, user.email!, 'Wrong-pass1!', ip)).statusCode).toBe(401);
    expect((await signInThroughApi(ctx, user.email!, 'Wrong-pass1!', ip)).statusCode).toBe(429);

    for (const mode of ['down', 'hang'] as const) {
      proxy.setMode(mode);
      // The right password, while the lockout cannot be checked: refused as unavailable, not let in.
      const res = await signInThroughApi(ctx, user.email!, undefined, ip);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().detail).toEqual(expect.any(String));
    }

    proxy.setMode('pass');
    // Back: the lockout it recorded still holds, then ends on time.
    await expect
      .poll(async () => (await signInThroughApi(ctx, user.email!, undefined, ip)).statusCode, { timeout: 15_000 })
      .toBe(429);
    ctx.clock.advance(61_000);
    expect((await signInThroughApi(ctx, user.email!, undefined, ip)).statusCode).toBe(200);
  }, 60_000);
});
