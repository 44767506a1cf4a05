import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { mfaBackupCodes, mfaSecrets } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import {
  FACTORY_PASSWORD,
  authHeader,
  childViewHeader,
  createUser,
  createUserWithPassword,
} from '@test/helpers/factories';
import { codeNow, enableMfa } from '@test/helpers/mfa-factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const subjects = (to: string | null) => mailer.sent.filter((m) => m.to === to).map((m) => m.subject);

describe('setting up two-factor authentication', () => {
  it('hands out a secret, a QR code and 10 backup codes, and turns on only with a valid first code', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const before = await ctx.app.inject({ url: '/api/mfa/status', headers });
    expect(before.json()).toMatchObject({ is_enabled: false, enabled_at: null });

    const setup = await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers });
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(body.otpauth_url).toContain('otpauth://totp/Hadal');
    expect(body.backup_codes).toHaveLength(10);
    expect(new Set(body.backup_codes).size).toBe(10);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/mfa/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Invalid verification code' });

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/mfa/enable',
      headers,
      payload: { code: codeNow(ctx, body.secret_key) },
    });
    expect(ok.statusCode).toBe(200);
    const status = (await ctx.app.inject({ url: '/api/mfa/status', headers })).json();
    expect(status).toMatchObject({
      is_enabled: true,
      enabled_at: ctx.clock.now().toISOString(),
      backup_codes_remaining: 10,
    });
    await ctx.services.jobs.drain();
    expect(subjects(user.email)).toContain('Two-factor authentication is on');
    ctx.clock.advance(30_000);
  });

  it('keeps the secret encrypted and the backup codes hashed at rest', async () => {
    const user = await createUser(ctx);
    const { secret, backupCodes } = await enableMfa(ctx, user);
    const [row] = await ctx.db.select().from(mfaSecrets).where(eq(mfaSecrets.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.secretEncrypted.startsWith('v1.')).toBe(true);
    const stored = await ctx.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of backupCodes) expect(stored.map((s) => s.codeHash)).not.toContain(code);
  });

  it('refuses a second setup while it is on (409)', async () => {
    const user = await createUser(ctx);
    const { headers } = await enableMfa(ctx, user);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers });
    expect(res.statusCode).toBe(409);
  });
});

describe('codes', () => {
  it('accepts one step of clock drift either way, not two', async () => {
    const user = await createUser(ctx);
    const { secret, headers } = await enableMfa(ctx, user);
    const verify = (code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/mfa/verify', headers, payload: { code } });
    // Well past the step used to enable, so every code below is from a step never used.
    ctx.clock.advance(90_000);
    expect((await verify(codeNow(ctx, secret, -60_000))).statusCode).toBe(400);
    expect((await verify(codeNow(ctx, secret, -30_000))).statusCode).toBe(200);
    expect((await verify(codeNow(ctx, secret, 30_000))).statusCode).toBe(200);
    ctx.clock.advance(30_000);
    expect((await verify(codeNow(ctx, secret, 90_000))).statusCode).toBe(400);
  });

  it('refuses a code used before (replay), and an older code after a newer one', async () => {
    const user = await createUser(ctx);
    const { secret, headers } = await enableMfa(ctx, user);
    const code = codeNow(ctx, secret);
    const verify = (c: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/mfa/verify', headers, payload: { code: c } });
    expect((await verify(code)).statusCode).toBe(200);
    const replay = await verify(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Invalid verification code' });
    expect((await verify(codeNow(ctx, secret, -30_000))).statusCode).toBe(400);
  });

  it('uses a backup code once, says how many remain, and emails the account holder', async () => {
    const user = await createUser(ctx);
    const { backupCodes, headers } = await enableMfa(ctx, user);
    const verify = (code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/mfa/verify', headers, payload: { code } });
    const first = await verify(backupCodes[0]!.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ backup_codes_remaining: 9 });
    expect((await verify(backupCodes[0]!)).statusCode).toBe(400);
    await ctx.services.jobs.drain();
    expect(subjects(user.email)).toContain('A backup code was used');
  });
});

describe('disabling', () => {
  it('needs the right password and a current code, then removes every factor', async () => {
    const user = await createUserWithPassword(ctx);
    const { secret, headers } = await enableMfa(ctx, user);
    const disable = (password: string, code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/mfa/disable', headers, payload: { password, code } });
    const wrongPassword = await disable('Not-The-Password1!', codeNow(ctx, secret));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect password' });
    expect((await disable(FACTORY_PASSWORD, '123456')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/mfa/status', headers })).json()).toMatchObject({ is_enabled: true });

    const ok = await disable(FACTORY_PASSWORD, codeNow(ctx, secret));
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/mfa/status', headers })).json()).toMatchObject({ is_enabled: false });
    expect(await ctx.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id))).toEqual([]);
    await ctx.services.jobs.drain();
    expect(subjects(user.email)).toContain('Two-factor authentication is off');
  });

  it('answers 422 with the field named when the code is missing', async () => {
    const user = await createUserWithPassword(ctx);
    const { headers } = await enableMfa(ctx, user);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mfa/disable', headers, payload: { password: 'x' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('who may call', () => {
  it('refuses a child and a parent viewing as a child (403)', async () => {
    const parent = await createUser(ctx, { isParent: true });
    const child = await createUser(ctx, { isChild: true, parentId: parent.id, email: null });
    for (const headers of [await authHeader(ctx, child), await childViewHeader(ctx, child, parent)]) {
      expect((await ctx.app.inject({ url: '/api/mfa/status', headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers })).statusCode).toBe(403);
    }
  });

  it("never reaches another account's trusted devices or passkeys (404)", async () => {
    const owner = await createUser(ctx);
    await enableMfa(ctx, owner);
    const cookie = await ctx.services.mfa.trustDevice(owner.id, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
    expect(cookie.value.length).toBeGreaterThan(20);
    const [device] = await ctx.services.mfa.trustedDevices(owner.id);
    const intruder = await createUser(ctx);
    const headers = await authHeader(ctx, intruder);
    expect((await ctx.app.inject({ url: '/api/mfa/trusted-devices', headers })).json()).toEqual([]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/mfa/trusted-devices/${device!.id}`, headers });
    expect(del.statusCode).toBe(404);
    expect(await ctx.services.mfa.trustedDevices(owner.id)).toHaveLength(1);
    const passkey = await ctx.app.inject({ method: 'DELETE', url: '/api/mfa/passkeys/1', headers });
    expect(passkey.statusCode).toBe(404);
  });

  it('offers passkey registration only while two-factor authentication is on', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const off = await ctx.app.inject({ method: 'POST', url: '/api/mfa/passkeys/registration-options', headers });
    expect(off.statusCode).toBe(400);
    await enableMfa(ctx, user);
    const on = await ctx.app.inject({ method: 'POST', url: '/api/mfa/passkeys/registration-options', headers });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ rp: { id: 'hadal.test', name: 'Hadal' } });
    expect(typeof on.json().challenge).toBe('string');
  });
});

describe('ids beyond what the database holds', () => {
  // Found by the contract fuzzer: a passkey id past 2^31 - 1 answered 500.
  it('answer 422 on the passkey and trusted-device calls', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    const tooBig = 2 ** 31;
    const calls = [
      { method: 'PATCH' as const, url: `/api/mfa/passkeys/${tooBig}`, payload: { name: 'Phone' } },
      { method: 'DELETE' as const, url: `/api/mfa/passkeys/${tooBig}` },
      { method: 'DELETE' as const, url: `/api/mfa/trusted-devices/${tooBig}` },
    ];
    for (const call of calls) expect((await ctx.app.inject({ ...call, headers })).statusCode, call.url).toBe(422);
  });
});
