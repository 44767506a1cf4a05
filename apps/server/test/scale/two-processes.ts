import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import { afterAll, beforeAll, expect } from 'vitest';
import { totpCodeAt } from '@/modules/mfa';
import { startMailCatcher, type MailCatcher } from '@test/helpers/mail-catcher';
import { NGINX_BINARY, startNginx, type RunningNginx } from '@test/helpers/nginx';
import { startServerProcess, type ServerProcess } from '@test/helpers/server-process';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The scale-out suite needs PostgreSQL (TEST_DATABASE_URL) and nginx; in CI a missing nginx fails it. */
export const scaleOutEnabled = Boolean(databaseUrl) && (existsSync(NGINX_BINARY) || Boolean(process.env.CI));

/**
 * Redis outlives a run, and its rate limits last an hour: every address and email this run
 * presents is its own, so an earlier run on the same Redis cannot have spent its allowance.
 */
const RUN = randomBytes(2);
export const runAddress = (first: number) => `10.${first}.${RUN[0]}.${RUN[1]}`;
/** The bootstrap administrator's second factor (ADMIN_TOTP_SECRET), whose codes the suite computes. */
export const ADMIN_TOTP_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
export const ADMIN = { email: `scale-admin-${RUN.toString('hex')}@hadal.test`, password: 'Scale-out-admin-7!' };
export const LESSON = 'a1-literacy-long-vowels';
const PROCESS_START_TIMEOUT_MS = 120_000;

/** nginx answers over HTTPS with a certificate made for the run; every request here trusts it. */
let trustNginx: Agent | undefined;
export const fetch = (url: string, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher: trustNginx });

/** What the suite runs against, filled in before its first test. */
export interface TwoProcesses {
  dbUrl: string;
  mail: MailCatcher;
  a: ServerProcess;
  b: ServerProcess;
  nginx: RunningNginx;
  urlA: string;
  urlB: string;
  /** The support inbox's SMTP port of A, then of B. */
  inboxPorts: number[];
  signIn(base: string, username?: string, password?: string): ReturnType<typeof fetch>;
  tokens(base: string): Promise<{ access_token: string; refresh_token: string }>;
  me(base: string, token: string): Promise<number>;
  /** A new verified learner, registered through nginx; its access token. */
  learner(): Promise<string>;
}

/**
 * Two Hadal processes started together on an empty PostgreSQL database of their own (migrations
 * and the bootstrap admin must not collide), sharing Redis, an SMTP catcher and secrets, behind
 * nginx with the shipped config; stopped and the database dropped after the file. Call it in a
 * describe block.
 */
export function useTwoProcessesBehindNginx(): TwoProcesses {
  const dbName = `hadal_scale_${randomBytes(4).toString('hex')}`;
  const c = { inboxPorts: [] as number[] } as unknown as TwoProcesses;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(databaseUrl!);
    u.pathname = `/${dbName}`;
    c.dbUrl = u.toString();
    c.mail = await startMailCatcher();
    const shared = {
      DATABASE_URL: c.dbUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${c.mail.port}`,
      MAIL_FROM: 'Hadal <no-reply@hadal.test>',
      SUPPORT_ADDRESS: 'support@hadal.test',
      SUPPORT_SMTP_PORT: '0',
      // The test's sender on loopback stands for a trusted relay: no DNS lookups, no per-address limit.
      SUPPORT_TRUSTED_RELAYS: '127.0.0.1',
      SUPPORT_RELAY_AUTHSERV_ID: 'relay.hadal.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Administrators hold a second factor: this suite answers its codes.
      ADMIN_TOTP_SECRET: ADMIN_TOTP_SECRET,
      TRUST_PROXY: 'true',
      CAPTCHA: 'off',
      PORT: '0',
      LOG_LEVEL: 'info',
    };
    c.a = startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-a-')) });
    c.b = startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-b-')) });
    [c.urlA, c.urlB] = await Promise.all([c.a.url, c.b.url]);
    for (const p of [c.a, c.b]) {
      const line = await p.waitFor('support inbox listening for mail');
      c.inboxPorts.push(Number(/"port":(\d+)/.exec(line)![1]));
    }
    c.nginx = await startNginx([c.urlA, c.urlB]);
    trustNginx = new Agent({ connect: { ca: c.nginx.certificate } });
  }, PROCESS_START_TIMEOUT_MS);

  afterAll(async () => {
    await c.nginx?.stop();
    await trustNginx?.close();
    await Promise.all([c.a?.stop(), c.b?.stop()]);
    await c.mail?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  // The administrator's first sign-in answers its code and trusts this client (each code is
  // accepted once); the later ones send the trusted-device cookie and skip the code.
  let adminDevice: string | undefined;
  const postToken = (base: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': runAddress(9),
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  c.signIn = async (base, username = ADMIN.email, password = ADMIN.password) => {
    const first = await postToken(base, { username, password }, username === ADMIN.email ? adminDevice : undefined);
    if (username !== ADMIN.email || !first.ok) return first;
    if (!((await first.clone().json()) as { requires_mfa?: boolean }).requires_mfa) return first;
    const code = totpCodeAt(ADMIN_TOTP_SECRET, Date.now());
    const done = await postToken(base, { username, password, mfa_code: code, remember_device: 'true' });
    adminDevice = done.headers.get('set-cookie')?.split(';')[0] ?? adminDevice;
    return done;
  };
  c.tokens = async (base) => (await (await c.signIn(base)).json()) as { access_token: string; refresh_token: string };
  c.me = (base, token) =>
    fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  // The verification link is not under test here: the account is marked verified in the database.
  c.learner = async () => {
    const email = `learner-${randomBytes(4).toString('hex')}@hadal.test`;
    const password = 'Learner-scale-9!';
    const res = await fetch(`${c.nginx.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${randomBytes(2).join('.')}` },
      body: JSON.stringify({ email, username: `learner ${randomBytes(3).toString('hex')}`, password }),
    });
    expect(res.status).toBe(201);
    const db = new pg.Client({ connectionString: c.dbUrl });
    await db.connect();
    await db.query('update users set email_verified = true where email = $1', [email]);
    await db.end();
    const signedIn = await c.signIn(c.nginx.url, email, password);
    expect(signedIn.status).toBe(200);
    return ((await signedIn.json()) as { access_token: string }).access_token;
  };
  return c;
}
