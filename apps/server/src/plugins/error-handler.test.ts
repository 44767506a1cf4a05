import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '@/app';
import { silentLogger } from '@/lib/logger';
import { createTestApp } from '@test/helpers/test-app';
import { enforceDeclaredAccess } from './access';
import { createUser, authHeader } from '@test/helpers/factories';
import { Conflict } from '@/lib/errors';
import { users } from '@/db/schema';
import { eq } from 'drizzle-orm';

const ctx = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });

// A throwaway app with routes that exercise every error path.
const app = await buildApp({ config: ctx.config, services: ctx.services, log: silentLogger });
app.post(
  '/api/echo',
  { schema: { body: z.object({ name: z.string().min(3), age: z.number().int() }) } },
  async (request) => request.body,
);
app.get('/api/conflict', async () => {
  throw new Conflict('Email already registered');
});
app.get('/api/boom', async () => {
  throw new Error('secret internals');
});
// Access is declared per route: these test routes use the same hook the modules do.
await app.register(async (scope) => {
  enforceDeclaredAccess(scope, ctx.services.authenticate);
  scope.get('/api/me-test', { config: { access: 'learner' } }, async (request) => ({ id: request.user?.id }));
  scope.get('/api/admin-test', { config: { access: 'admin' } }, async () => ({ ok: true }));
});
await app.ready();

describe('error conventions', () => {
  it('answers malformed JSON with 400 detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('refuses a compressed body as a body that is not JSON (request bodies are never decompressed)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'abc', age: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('answers wrong types with 422 detail and errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'ab', age: 'x' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toMatch(/^Invalid body\./);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['body.name', 'body.age']));
  });

  it('answers oversized bodies with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'x'.repeat(5000), age: 1 } });
    expect(res.statusCode).toBe(413);
    // The limit that was reached is named: the server's BODY_LIMIT_BYTES.
    expect(res.json()).toEqual({ detail: `Request body is too large: at most ${ctx.config.BODY_LIMIT_BYTES} bytes` });
  });

  it('maps typed errors and hides unexpected ones', async () => {
    expect((await app.inject({ url: '/api/conflict' })).json()).toEqual({ detail: 'Email already registered' });
    const boom = await app.inject({ url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret internals');
  });
});

describe('guards', () => {
  it('rejects a missing or forged token with 401', async () => {
    expect((await app.inject({ url: '/api/me-test' })).statusCode).toBe(401);
    const forged = await app.inject({ url: '/api/me-test', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
  });

  it('accepts a valid token and refuses a non-admin on admin routes', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    expect((await app.inject({ url: '/api/me-test', headers })).json()).toEqual({ id: user.id });
    expect((await app.inject({ url: '/api/admin-test', headers })).statusCode).toBe(403);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await app.inject({ url: '/api/me-test', headers })).statusCode).toBe(401);
  });

  it('signals unverified email and disabled accounts with 403', async () => {
    const unverified = await createUser(ctx, { emailVerified: false });
    const res = await app.inject({ url: '/api/me-test', headers: await authHeader(ctx, unverified) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-verification-required']).toBe('true');
    expect(res.headers['x-error-code']).toBe('EMAIL_VERIFICATION_REQUIRED');
    const disabled = await createUser(ctx);
    await ctx.db.update(users).set({ accountStatus: 'disabled' }).where(eq(users.id, disabled.id));
    expect((await app.inject({ url: '/api/me-test', headers: await authHeader(ctx, disabled) })).statusCode).toBe(403);
  });
});
