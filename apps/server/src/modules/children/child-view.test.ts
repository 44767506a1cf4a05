import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import type { AppInstance } from '@/app-types';
import { enforceDeclaredAccess } from '@/plugins/access';
import { hashPassword, updateUser } from '@/modules/users';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { authHeader, signInThroughApi } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';

const PASSWORD = 'Hodan-Pass1!';
const mailer = createMemoryMailer();
let ctx: TestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  await registerFixtureBundle(ctx);
  passwordHash = await hashPassword(PASSWORD);
});

function refresh(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ refresh_token: token }).toString(),
  });
}

describe('a child signs in on its own', () => {
  it('with its username and password at the normal login, needing no verification', async () => {
    const { user: parent } = await createParent(ctx);
    const child = await createChildOf(ctx, parent, { passwordHash, email: 'kid-login@example.test' });
    for (const identifier of [child.username, child.username.toUpperCase(), 'kid-login@example.test']) {
      const res = await signInThroughApi(ctx, identifier, PASSWORD);
      expect(res.statusCode, identifier).toBe(200);
    }
    const token = (await signInThroughApi(ctx, child.username, PASSWORD)).json().access_token as string;
    const profile = await ctx.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json()).toMatchObject({ is_child: true, is_parent: false, email_verified: false });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});

describe('viewing as a child', () => {
  it('gives the parent a child-scoped token whose claims name the parent, kept across refreshes', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const child = await createChildOf(ctx, parent, { name: 'Hodan' });
    const session = await childViewSession(ctx, headers, child.id);
    expect(session.child_name).toBe('Hodan');
    const claims = await ctx.services.tokens.verify(session.access_token);
    expect(claims).toMatchObject({ uid: child.id, sub: child.username, act: { uid: parent.id } });
    expect(claims.roles).toEqual(['child']);
    ctx.clock.advance(60_000);
    const next = await refresh(session.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(await ctx.services.tokens.verify(next.json().access_token)).toMatchObject({
      uid: child.id,
      act: { uid: parent.id },
    });
  });

  it("writes the child's progress, not the parent's", async () => {
    const { user: parent, headers } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    const session = await childViewSession(ctx, headers, child.id);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lessons/progress/food-one',
      headers: session.headers,
      payload: { progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: randomUUID() },
    });
    expect(put.statusCode).toBe(200);
    const parentProgress = await ctx.app.inject({ url: '/api/lessons/progress', headers });
    expect(parentProgress.json()).toEqual([]);
    const childProgress = await ctx.app.inject({ url: `/api/children/${child.id}/progress`, headers });
    expect(childProgress.json()).toEqual([
      { lesson_stable_id: 'food-one', completed: true, skipped: false, progress_percentage: 100 },
    ]);
  });

  it('ends when the child no longer belongs to the parent', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const { user: other } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    const session = await childViewSession(ctx, headers, child.id);
    await updateUser(ctx.db, child.id, { parentId: other.id });
    const res = await ctx.app.inject({ url: '/api/auth/profile', headers: session.headers });
    expect(res.statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it("ends when the parent changes the parent's password", async () => {
    const { user: parent, headers } = await createParent(ctx, { passwordHash });
    const child = await createChildOf(ctx, parent);
    const session = await childViewSession(ctx, headers, child.id);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { current_password: PASSWORD, new_password: 'Cusub-Pass2?' },
    });
    expect(change.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('adult-only and parent-only calls', () => {
  /** A probe app with one route per access level, logging to `lines`, behind the real authenticator. */
  async function probeApp(lines: string[]) {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino(stream) }) as unknown as AppInstance;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(async (scope) => {
      enforceDeclaredAccess(scope, ctx.services.authenticate);
      for (const access of ['learner', 'adult', 'parent', 'admin'] as const) {
        scope.post(`/probe/${access}`, { config: { access } }, async () => ({ ok: true }));
      }
    });
    await app.ready();
    return app;
  }

  it('refuse child accounts and parents viewing as a child (403), as dynamic lessons will', async () => {
    const lines: string[] = [];
    const app = await probeApp(lines);
    const parent = await createParent(ctx, { isAdmin: true });
    const child = await createChildOf(ctx, parent.user);
    const childView = await childViewSession(ctx, parent.headers, child.id);
    const as = async (headers: Record<string, string>, access: string) =>
      (await app.inject({ method: 'POST', url: `/probe/${access}`, headers })).statusCode;
    for (const access of ['adult', 'parent', 'admin']) {
      expect(await as(parent.headers, access), `parent on ${access}`).toBe(200);
      expect(await as(await authHeader(ctx, child), access), `child on ${access}`).toBe(403);
      expect(await as(childView.headers, access), `child view on ${access}`).toBe(403);
    }
    expect(await as(childView.headers, 'learner')).toBe(200);
    // Every write made while viewing as the child names the acting parent in the log.
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => 'actingParentId' in l);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((l) => l.actingParentId === parent.user.id && l.childId === child.id)).toBe(true);
    await app.close();
  });
});

describe('no email to a child under 13', () => {
  async function resetRequest(email: string) {
    await ctx.services.jobs.drain();
    const before = mailer.sent.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/request-password-reset?email=${encodeURIComponent(email)}`,
      remoteAddress: `10.7.0.${Math.floor(Math.random() * 200) + 1}`,
    });
    expect(res.statusCode).toBe(200);
    await ctx.services.jobs.drain();
    return mailer.sent.length - before;
  }

  it('sends a password reset to a child of 13 or more, never to a younger child or one of unknown age', async () => {
    const { user: parent } = await createParent(ctx);
    await createChildOf(ctx, parent, { email: 'kid10@example.test', age: 10 });
    await createChildOf(ctx, parent, { email: 'kidnull@example.test', age: null });
    await createChildOf(ctx, parent, { email: 'kid15@example.test', age: 15 });
    expect(await resetRequest('kid10@example.test')).toBe(0);
    expect(await resetRequest('kidnull@example.test')).toBe(0);
    expect(await resetRequest('kid15@example.test')).toBe(1);
  });

  it('sends no verification email to a young child', async () => {
    const { user: parent } = await createParent(ctx);
    await createChildOf(ctx, parent, { email: 'kid9@example.test', age: 9 });
    await createChildOf(ctx, parent, { email: 'kid14@example.test', age: 14 });
    const resend = async (email: string, address: string) => {
      await ctx.services.jobs.drain();
      const before = mailer.sent.length;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/emails/resend-verification?email=${email}`,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
      await ctx.services.jobs.drain();
      return mailer.sent.length - before;
    };
    expect(await resend('kid9@example.test', '10.7.1.1')).toBe(0);
    expect(await resend('kid14@example.test', '10.7.1.2')).toBe(1);
  });
});
