import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '@hadal/domain';
import { createTestApp } from '@test/helpers/test-app';
import { authHeader, createUser, childViewHeader } from '@test/helpers/factories';

const ctx = await createTestApp();

const get = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/emails/preferences', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/emails/preferences', headers, payload: payload as object });

describe('GET /api/emails/preferences', () => {
  it('answers the defaults to an account that never changed them', async () => {
    const user = await createUser(ctx);
    const res = await get(await authHeader(ctx, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(res.json().marketing_emails).toBe(false);
  });
});

describe('PUT /api/emails/preferences', () => {
  it('changes the one boolean sent and keeps it', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    const res = await put(headers, { weekly_progress_reports: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, weekly_progress_reports: false });
    const again = await put(headers, { marketing_emails: true });
    expect(again.json()).toEqual({
      ...DEFAULT_EMAIL_PREFERENCES,
      weekly_progress_reports: false,
      marketing_emails: true,
    });
    expect((await get(headers)).json()).toEqual(again.json());
  });

  it('refuses to turn security notifications off, and changes nothing of that request', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    const res = await put(headers, { security_notifications: false, marketing_emails: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Security notifications cannot be turned off' });
    expect((await get(headers)).json()).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect((await put(headers, { security_notifications: true })).statusCode).toBe(200);
  });

  it('answers 422 with a readable detail for an empty or malformed body', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    for (const body of [{}, { weekly_progress_reports: 'no' }, { unknown_thing: true }]) {
      const res = await put(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    const raw = await ctx.app.inject({
      method: 'PUT',
      url: '/api/emails/preferences',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"weekly',
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
  });

  it("changes only the caller's own preferences", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    await put(await authHeader(ctx, a), { achievement_notifications: false });
    expect((await get(await authHeader(ctx, b))).json()).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });
});

describe('who may reach email preferences', () => {
  it('refuses anonymous callers, child accounts and a parent viewing as a child', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/emails/preferences' })).statusCode).toBe(401);
    const parent = await createUser(ctx, { isParent: true });
    const child = await createUser(ctx, { email: null, isChild: true, parentId: parent.id });
    const childHeaders = await authHeader(ctx, child);
    expect((await get(childHeaders)).statusCode).toBe(403);
    expect((await put(childHeaders, { marketing_emails: true })).statusCode).toBe(403);
    const childView = {
      ...(await childViewHeader(ctx, child, parent)),
    };
    expect((await get(childView)).statusCode).toBe(403);
    expect((await get(await authHeader(ctx, parent))).statusCode).toBe(200);
  });
});
