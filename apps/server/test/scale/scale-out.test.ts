import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import nodemailer from 'nodemailer';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@test/helpers/server-process';
import { startMailCatcher, type MailCatcher } from '@test/helpers/mail-catcher';
import { NGINX_BINARY, startNginx, type RunningNginx } from '@test/helpers/nginx';

/**
 * Two Hadal processes on one PostgreSQL and one Redis, behind nginx with the config shipped in
 * deploy/nginx: what one process does, the other sees. Runs when TEST_DATABASE_URL is set and
 * nginx is installed (CI installs Debian's package, and there a missing nginx fails the suite).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = Boolean(databaseUrl) && (existsSync(NGINX_BINARY) || Boolean(process.env.CI));

/**
 * Redis outlives a run, and its rate limits last an hour: every address and email this run
 * presents is its own, so an earlier run on the same Redis cannot have spent its allowance.
 */
const RUN = randomBytes(2);
const runAddress = (first: number) => `10.${first}.${RUN[0]}.${RUN[1]}`;
const ADMIN = { email: `scale-admin-${RUN.toString('hex')}@hadal.test`, password: 'Scale-out-admin-7!' };
const LESSON = 'a1-vocab-greetings';
const PROCESS_START_TIMEOUT_MS = 120_000;

/** nginx answers over HTTPS with a certificate made for the run; every request here trusts it. */
let trustNginx: Agent | undefined;
const fetch = (url: string, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher: trustNginx });

describe.skipIf(!enabled)('two processes behind nginx', () => {
  const dbName = `hadal_scale_${randomBytes(4).toString('hex')}`;
  let dbUrl = '';
  let mail: MailCatcher;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: RunningNginx;
  let urlA = '';
  let urlB = '';
  const inboxPorts: number[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(databaseUrl!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    mail = await startMailCatcher();
    const shared = {
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_FROM: 'Hadal <no-reply@hadal.test>',
      SUPPORT_ADDRESS: 'support@hadal.test',
      SUPPORT_SMTP_PORT: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'true',
      CAPTCHA: 'off',
      PORT: '0',
      LOG_LEVEL: 'info',
    };
    // Both start at once on the empty database: migrations and the bootstrap admin must not collide.
    a = startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-a-')) });
    b = startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-b-')) });
    [urlA, urlB] = await Promise.all([a.url, b.url]);
    for (const p of [a, b]) {
      const line = await p.waitFor('support inbox listening for mail');
      inboxPorts.push(Number(/"port":(\d+)/.exec(line)![1]));
    }
    nginx = await startNginx([urlA, urlB]);
    trustNginx = new Agent({ connect: { ca: nginx.certificate } });
  }, PROCESS_START_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await trustNginx?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await mail?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  const signIn = async (base: string, username = ADMIN.email, password = ADMIN.password) =>
    fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': runAddress(9) },
      body: new URLSearchParams({ username, password }).toString(),
    });
  const tokens = async (base: string) =>
    (await (await signIn(base)).json()) as { access_token: string; refresh_token: string };
  const me = (base: string, token: string) =>
    fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

  it('serves the app through nginx from both processes', async () => {
    const res = await fetch(`${nginx.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', status: 'up' } });
    expect((await signIn(nginx.url)).status).toBe(200);
  });

  it('speaks HTTP/2 over HTTPS, and sends plain HTTP to HTTPS', async () => {
    const session = http2.connect(nginx.url, { ca: nginx.certificate });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = session.request({ ':path': '/api/health' });
        req.on('response', (headers) => resolve(Number(headers[':status'])));
        req.on('error', reject);
        req.resume();
        req.end();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    const plain = await fetch(`${nginx.plainUrl}/login?next=%2Fdashboard`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/login?next=%2Fdashboard');
  });

  it('signs in through one process and refreshes through the other', async () => {
    const { refresh_token } = await tokens(urlA);
    const res = await fetch(`${urlB}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    });
    expect(res.status).toBe(200);
    const pair = (await res.json()) as { access_token: string };
    expect(await me(urlA, pair.access_token)).toBe(200);
  });

  it('ends a session on the other process at once when it signs out on one', async () => {
    const { access_token, refresh_token } = await tokens(urlA);
    // B has read (and keeps) the session before the sign-out.
    expect(await me(urlB, access_token)).toBe(200);
    const out = await fetch(`${urlA}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ refresh_token }),
    });
    expect(out.status).toBeLessThan(300);
    // Told over Redis pub/sub: well inside the minute B would otherwise keep the session.
    await expect.poll(() => me(urlB, access_token), { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('shares the sign-in lockout between processes', async () => {
    const ghost = `ghost-${randomBytes(4).toString('hex')}@hadal.test`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await signIn(i % 2 ? urlB : urlA, ghost, 'Wrong-pass-1!')).status);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await signIn(nginx.url, ghost, 'Wrong-pass-1!')).status).toBe(429);
  });

  it('sends a queued email once, though both processes run job workers', async () => {
    const before = mail.messages.length;
    const res = await fetch(`${nginx.url}/api/emails/request-password-reset?email=${encodeURIComponent(ADMIN.email)}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': runAddress(1) },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => mail.messages.length, { timeout: 20_000, interval: 50 }).toBe(before + 1);
    // Every email job finished: nobody else can send it again.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await expect
      .poll(
        async () =>
          (await db.query(`select count(*)::int as n from jobs where kind = 'email.send' and status <> 'done'`)).rows[0]
            .n,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(0);
    await db.end();
    expect(mail.messages.slice(before).map((m) => m.subject)).toEqual(['Reset your Hadal password']);
  });

  /** A new verified learner, registered through nginx (the verification link is not under test here). */
  async function learner(): Promise<string> {
    const email = `learner-${randomBytes(4).toString('hex')}@hadal.test`;
    const password = 'Learner-scale-9!';
    const res = await fetch(`${nginx.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${randomBytes(2).join('.')}` },
      body: JSON.stringify({ email, username: `learner ${randomBytes(3).toString('hex')}`, password }),
    });
    expect(res.status).toBe(201);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query('update users set email_verified = true where email = $1', [email]);
    await db.end();
    const signedIn = await signIn(nginx.url, email, password);
    expect(signedIn.status).toBe(200);
    return ((await signedIn.json()) as { access_token: string }).access_token;
  }

  it('converges progress written through both processes to what one process would write', async () => {
    const put = (base: string, token: string) =>
      fetch(`${base}/api/lessons/progress/${LESSON}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ progress_percentage: 100, completed: true, xp_earned: 50, attempt_id: randomUUID() }),
      }).then((r) => r.status);
    const progressOf = async (base: string, token: string) => {
      const list = (await (
        await fetch(`${base}/api/lessons/progress`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { lesson_stable_id: string; completed: boolean; xp_earned: number }[];
      return list.find((p) => p.lesson_stable_id === LESSON);
    };
    // Ten passes at once, half through each process…
    const both = await learner();
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => put(i % 2 ? urlB : urlA, both)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [seenA, seenB] = await Promise.all([progressOf(urlA, both), progressOf(urlB, both)]);
    expect(seenA).toEqual(seenB);
    expect(seenA?.completed).toBe(true);
    // …end where ten passes one after another through one process end: no grant twice, none lost.
    const serial = await learner();
    for (let i = 0; i < 10; i += 1) expect(await put(urlA, serial)).toBe(200);
    const one = await progressOf(urlA, serial);
    expect(seenA!.xp_earned).toBeGreaterThan(0);
    expect(seenA!.xp_earned).toBe(one!.xp_earned);
  });

  it('shows XP earned through one process on the other as soon as it is told (it caches accounts)', async () => {
    const token = await learner();
    const headers = { authorization: `Bearer ${token}` };
    const xpOn = async (base: string) =>
      ((await (await fetch(`${base}/api/auth/profile`, { headers })).json()) as { xp_points: number }).xp_points;
    // B reads the account now, and would keep it for a minute if nobody told it otherwise.
    expect(await xpOn(urlB)).toBe(0);
    const put = await fetch(`${urlA}/api/lessons/progress/${LESSON}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ progress_percentage: 100, completed: true, xp_earned: 50, attempt_id: randomUUID() }),
    });
    expect(put.status).toBe(200);
    const { total_xp } = (await put.json()) as { total_xp: number };
    expect(total_xp).toBeGreaterThan(0);
    await expect.poll(() => xpOn(urlB), { timeout: 5_000, interval: 20 }).toBe(total_xp);
  });

  it('shows progress saved through one process in the global progress the other cached', async () => {
    const token = await learner();
    const headers = { authorization: `Bearer ${token}` };
    const globalOn = async (base: string) =>
      ((await (await fetch(`${base}/api/lessons/progress/global`, { headers })).json()) as { completed: boolean }[])
        .length;
    // B reads now, and would keep the answer for a minute if nobody told it otherwise.
    expect(await globalOn(urlB)).toBe(0);
    const put = await fetch(`${urlA}/api/lessons/progress/${LESSON}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ progress_percentage: 30 }),
    });
    expect(put.status).toBe(200);
    await expect.poll(() => globalOn(urlB), { timeout: 5_000, interval: 20 }).toBe(1);
  });

  it('turns one customer email into one ticket when it reaches both processes', async () => {
    const messageId = `<${randomUUID()}@customer.example>`;
    const subject = `Cannot hear the audio ${randomBytes(3).toString('hex')}`;
    // An MX that retries a delivery on the second host: the same message reaches both inboxes.
    for (const port of inboxPorts) {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
      await transport.sendMail({
        from: 'customer@customer.example',
        to: 'support@hadal.test',
        subject,
        text: 'The audio does not play on my phone.',
        messageId,
      });
      transport.close();
    }
    const { access_token } = await tokens(nginx.url);
    const res = await fetch(`${nginx.url}/api/support/tickets?search=${encodeURIComponent(subject)}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tickets?: { subject: string }[] } | { subject: string }[];
    const tickets = Array.isArray(body) ? body : (body.tickets ?? []);
    expect(tickets.filter((t) => t.subject === subject)).toHaveLength(1);
  });

  it('shows an account registered through one process in the admin user list the other kept', async () => {
    const { access_token } = await tokens(urlB);
    const headers = { authorization: `Bearer ${access_token}` };
    const emailsOn = async (base: string) =>
      ((await (await fetch(`${base}/api/admin/users`, { headers })).json()) as { email: string }[]).map((u) => u.email);
    // B reads the list now, and would keep it for SHARED_LIST_TTL_MS if nobody told it otherwise.
    const before = await emailsOn(urlB);
    const email = `listed-${randomBytes(4).toString('hex')}@hadal.test`;
    const res = await fetch(`${urlA}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.${randomBytes(2).join('.')}` },
      body: JSON.stringify({
        email,
        username: `listed ${randomBytes(3).toString('hex')}`,
        password: 'Listed-scale-9!',
      }),
    });
    expect(res.status).toBe(201);
    expect(before).not.toContain(email);
    await expect.poll(() => emailsOn(urlB), { timeout: 2_000, interval: 20 }).toContain(email);
  });

  it('shows a ticket changed through one process in the inbox and counts the other kept', async () => {
    const { access_token } = await tokens(urlA);
    const headers = { authorization: `Bearer ${access_token}` };
    const customer = `kept-${randomBytes(4).toString('hex')}@customer.example`;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inboxPorts[0]!,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: customer,
      to: 'support@hadal.test',
      subject: 'Where is lesson 4?',
      text: 'I finished lesson 3.',
    });
    transport.close();
    const statusOn = async (base: string) =>
      (
        (await (
          await fetch(`${base}/api/support/tickets?customer_email=${encodeURIComponent(customer)}`, { headers })
        ).json()) as { id: number; status: string }[]
      )[0];
    const closedOn = async (base: string) =>
      (
        (await (
          await fetch(`${base}/api/support/tickets/counts?customer_email=${encodeURIComponent(customer)}`, { headers })
        ).json()) as { closed: number }
      ).closed;
    // B reads both now, and would keep them for SHARED_LIST_TTL_MS if nobody told it otherwise.
    await expect.poll(() => statusOn(urlB), { timeout: 2_000, interval: 20 }).toMatchObject({ status: 'open' });
    const { id } = (await statusOn(urlB))!;
    expect(await closedOn(urlB)).toBe(0);
    const patched = await fetch(`${urlA}/api/support/tickets/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(patched.status).toBe(200);
    await expect.poll(() => statusOn(urlB), { timeout: 2_000, interval: 20 }).toMatchObject({ status: 'closed' });
    expect(await closedOn(urlB)).toBe(1);
  });
});
