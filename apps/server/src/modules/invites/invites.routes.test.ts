import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES, WAITLIST_JOINED_MESSAGE, type Invite } from '@hadal/domain';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { authHeader, createUser } from '@test/helpers/factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { call, createAdmin } from '@/modules/admin/admin.fixtures';

const mailer = createMemoryMailer();
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  ctx = await createTestApp({ mailer, env: { REGISTRATION_MODE: 'invite' } });
  admin = await createAdmin(ctx);
});

/** A fresh token each call: the tests move the clock past an access token's lifetime. */
const adminHeaders = () => authHeader(ctx, admin.user);

const register = (email: string, invite_code?: string, username = email.split('@')[0]!) =>
  call(ctx, {}, 'POST', '/auth/register', { email, username, password: 'Secret-Pass9!', invite_code });

async function createInvite(body: Record<string, unknown>): Promise<Invite> {
  const res = await call(ctx, await adminHeaders(), 'POST', '/admin/invites', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invite;
}

describe('registration in invite mode', () => {
  it('reports the mode, and refuses registration without a valid code', async () => {
    expect((await call(ctx, {}, 'GET', '/registration')).json()).toEqual({ registration_mode: 'invite' });
    const none = await register('nocode@example.test');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: INVITE_MESSAGES.codeRequired });
    expect((await register('bad@example.test', 'NOPE12345678')).json()).toEqual({
      detail: INVITE_MESSAGES.codeInvalid,
    });
  });

  it('lets an individual invite register its own address once', async () => {
    const invite = await createInvite({ email: 'hodan@example.test', invite_type: 'individual', expiry_days: 7 });
    expect(invite).toMatchObject({
      email: 'hodan@example.test',
      invite_type: 'individual',
      used_by: [],
      is_used: false,
    });
    expect(invite.invite_code).toMatch(/^[A-Z2-9]{12}$/);

    const other = await register('other@example.test', invite.invite_code);
    expect(other.json()).toEqual({ detail: INVITE_MESSAGES.codeOtherEmail });
    const ok = await register('Hodan@example.test', invite.invite_code.toLowerCase());
    expect(ok.statusCode, ok.body).toBe(201);
    const again = await register('hodan@example.test', invite.invite_code, 'hodan2');
    expect(again.json()).toEqual({ detail: INVITE_MESSAGES.codeUsed });
    const list = (await call(ctx, await adminHeaders(), 'GET', '/admin/invites')).json() as Invite[];
    expect(list.find((i) => i.id === invite.id)).toMatchObject({ used_by: ['Hodan@example.test'], is_used: true });
  });

  it('lets a group invite register many, recording each use', async () => {
    const invite = await createInvite({ invite_type: 'group', expiry_days: 3 });
    expect(invite.email).toBeNull();
    expect((await register('group1@example.test', invite.invite_code)).statusCode).toBe(201);
    expect((await register('group2@example.test', invite.invite_code)).statusCode).toBe(201);
    const list = (await call(ctx, await adminHeaders(), 'GET', '/admin/invites')).json() as Invite[];
    expect(list.find((i) => i.id === invite.id)).toMatchObject({
      used_by: ['group1@example.test', 'group2@example.test'],
      is_used: false,
    });
  });

  it('refuses an expired invite, and writes no account for it', async () => {
    const invite = await createInvite({ email: 'late@example.test', expiry_days: 1 });
    ctx.clock.advance(2 * 24 * 3600 * 1000);
    const res = await register('late@example.test', invite.invite_code);
    expect(res.json()).toEqual({ detail: INVITE_MESSAGES.codeExpired });
    const login = await call(ctx, {}, 'GET', '/registration');
    expect(login.statusCode).toBe(200);
    // Renewed, it works again.
    const renewed = await call(ctx, await adminHeaders(), 'PATCH', `/admin/invites/${invite.id}/renew`, {
      expiry_days: 30,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await register('late@example.test', invite.invite_code)).statusCode).toBe(201);
  });
});

describe('admin invite calls', () => {
  it('checks the spec rules: email for individual, future expiry, positive renew days', async () => {
    const noEmail = await call(ctx, await adminHeaders(), 'POST', '/admin/invites', { invite_type: 'individual' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().detail).toBe(INVITE_MESSAGES.emailRequired);
    const past = await call(ctx, await adminHeaders(), 'POST', '/admin/invites', {
      email: 'x@example.test',
      expiry_days: 0,
    });
    expect(past.json().detail).toBe(INVITE_MESSAGES.expiryInPast);
    const invite = await createInvite({ email: 'days@example.test' });
    const days = await call(ctx, await adminHeaders(), 'PUT', `/admin/invites/${invite.id}/renew`, { expiry_days: -1 });
    expect(days.json().detail).toBe(INVITE_MESSAGES.invalidDays);
  });

  it('uses the default expiry of 7 days, renews only unused invites, deletes, pages the list', async () => {
    const invite = await createInvite({ email: 'default@example.test' });
    const days = (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / 86_400_000;
    expect(days).toBe(7);
    const used = await createInvite({ email: 'used@example.test' });
    await register('used@example.test', used.invite_code);
    const renew = await call(ctx, await adminHeaders(), 'PUT', `/admin/invites/${used.id}/renew`, { expiry_days: 5 });
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toEqual({ detail: INVITE_MESSAGES.renewUsed });

    const page = (await call(ctx, await adminHeaders(), 'GET', '/admin/invites?skip=1&limit=2')).json() as Invite[];
    expect(page).toHaveLength(2);
    expect((await call(ctx, await adminHeaders(), 'DELETE', `/admin/invites/${invite.id}`)).statusCode).toBe(200);
    expect((await call(ctx, await adminHeaders(), 'DELETE', `/admin/invites/${invite.id}`)).json()).toEqual({
      detail: INVITE_MESSAGES.notFound,
    });
  });
});

describe('waitlist', () => {
  it('takes an address from the landing page, once, and an admin sends it an invite by email', async () => {
    const join = await call(ctx, {}, 'POST', '/waitlist', { email: 'waiting@example.test' });
    expect(join.statusCode).toBe(201);
    expect(join.json()).toEqual({ detail: WAITLIST_JOINED_MESSAGE });
    expect((await call(ctx, {}, 'POST', '/waitlist', { email: 'WAITING@example.test' })).statusCode).toBe(201);

    const list = (await call(ctx, await adminHeaders(), 'GET', '/admin/waitlist')).json() as {
      id: number;
      email: string;
    }[];
    const entry = list.filter((e) => e.email.toLowerCase() === 'waiting@example.test');
    expect(entry).toEqual([
      expect.objectContaining({ email: 'waiting@example.test', user_verified: false, invite_code: null }),
    ]);

    const sent = await call(ctx, await adminHeaders(), 'POST', `/admin/waitlist/${entry[0]!.id}/invite`);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = sent.json().invite_code as string;
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    expect((await call(ctx, await adminHeaders(), 'POST', `/admin/waitlist/${entry[0]!.id}/invite`)).statusCode).toBe(
      409,
    );

    await ctx.services.jobs.drain();
    const mail = mailer.sent.find((m) => m.to === 'waiting@example.test');
    expect(mail?.text).toContain(code);
    expect(mail?.links?.[0]).toContain(`/register?invite=${code}`);

    expect((await register('waiting@example.test', code)).statusCode).toBe(201);
  });

  it('shows user_verified for an address that has a verified account', async () => {
    const user = await createUser(ctx, { email: 'verified-wait@example.test' });
    await call(ctx, {}, 'POST', '/waitlist', { email: user.email });
    const list = (await call(ctx, await adminHeaders(), 'GET', '/admin/waitlist')).json() as { email: string }[];
    expect(list.find((e) => e.email === user.email)).toMatchObject({ user_verified: true });
  });
});

describe('registration mode at runtime', () => {
  it('lets an admin open registration and records it in the audit log', async () => {
    const res = await call(ctx, await adminHeaders(), 'PUT', '/admin/settings', { registration_mode: 'open' });
    expect(res.json()).toEqual({ registration_mode: 'open' });
    expect((await register('free@example.test')).statusCode).toBe(201);
    const audit = (await call(ctx, await adminHeaders(), 'GET', '/admin/audit-log?limit=1')).json();
    expect(audit[0]).toMatchObject({ action: 'settings.registration_mode', actor_email: admin.user.email });
    await call(ctx, await adminHeaders(), 'PATCH', '/admin/settings', { registration_mode: 'invite' });
    expect((await register('closed@example.test')).statusCode).toBe(400);
  });
});
