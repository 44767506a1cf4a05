import { randomBytes, randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import pg from 'pg';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { fetch, LESSON, runAddress, scaleOutEnabled, ADMIN, useTwoProcessesBehindNginx } from './two-processes';

/**
 * Two Hadal processes on one PostgreSQL and one Redis, behind nginx with the config shipped in
 * deploy/nginx: what one process does, the other sees. Runs when TEST_DATABASE_URL is set and
 * nginx is installed (CI installs Debian's package, and there a missing nginx fails the suite).
 */
describe.skipIf(!scaleOutEnabled)('two processes behind nginx', () => {
  const c = useTwoProcessesBehindNginx();

  it('serves the app through nginx from both processes', async () => {
    const res = await fetch(`${c.nginx.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', status: 'up' } });
    expect((await c.signIn(c.nginx.url)).status).toBe(200);
  });

  it('speaks HTTP/2 over HTTPS, and sends plain HTTP to HTTPS', async () => {
    const session = http2.connect(c.nginx.url, { ca: c.nginx.certificate });
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
    const plain = await fetch(`${c.nginx.plainUrl}/login?next=%2Fdashboard`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/login?next=%2Fdashboard');
  });

  it('signs in through one process and refreshes through the other', async () => {
    const { refresh_token } = await c.tokens(c.urlA);
    const res = await fetch(`${c.urlB}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    });
    expect(res.status).toBe(200);
    const pair = (await res.json()) as { access_token: string };
    expect(await c.me(c.urlA, pair.access_token)).toBe(200);
  });

  it('ends a session on the other process at once when it signs out on one', async () => {
    const { access_token, refresh_token } = await c.tokens(c.urlA);
    // B has read (and keeps) the session before the sign-out.
    expect(await c.me(c.urlB, access_token)).toBe(200);
    const out = await fetch(`${c.urlA}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ refresh_token }),
    });
    expect(out.status).toBeLessThan(300);
    // Told over Redis pub/sub: well inside the minute B would otherwise keep the session.
    await expect.poll(() => c.me(c.urlB, access_token), { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('shares the sign-in lockout between processes', async () => {
    const ghost = `ghost-${randomBytes(4).toString('hex')}@hadal.test`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await c.signIn(i % 2 ? c.urlB : c.urlA, ghost, 'Wrong-pass-1!')).status);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await c.signIn(c.nginx.url, ghost, 'Wrong-pass-1!')).status).toBe(429);
  });

  it('sends a queued email once, though both processes run job workers', async () => {
    const before = c.mail.messages.length;
    const res = await fetch(
      `${c.nginx.url}/api/emails/request-password-reset?email=${encodeURIComponent(ADMIN.email)}`,
      {
        method: 'POST',
        headers: { 'x-forwarded-for': runAddress(1) },
      },
    );
    expect(res.status).toBe(200);
    await expect.poll(() => c.mail.messages.length, { timeout: 20_000, interval: 50 }).toBe(before + 1);
    // Every email job finished: nobody else can send it again.
    const db = new pg.Client({ connectionString: c.dbUrl });
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
    expect(c.mail.messages.slice(before).map((m) => m.subject)).toEqual(['Reset your Hadal password']);
  });

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
    const both = await c.learner();
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => put(i % 2 ? c.urlB : c.urlA, both)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [seenA, seenB] = await Promise.all([progressOf(c.urlA, both), progressOf(c.urlB, both)]);
    expect(seenA).toEqual(seenB);
    expect(seenA?.completed).toBe(true);
    // …end where ten passes one after another through one process end: no grant twice, none lost.
    const serial = await c.learner();
    for (let i = 0; i < 10; i += 1) expect(await put(c.urlA, serial)).toBe(200);
    const one = await progressOf(c.urlA, serial);
    expect(seenA!.xp_earned).toBeGreaterThan(0);
    expect(seenA!.xp_earned).toBe(one!.xp_earned);
  });

  it('shows XP earned through one process on the other as soon as it is told (it caches accounts)', async () => {
    const token = await c.learner();
    const headers = { authorization: `Bearer ${token}` };
    const xpOn = async (base: string) =>
      ((await (await fetch(`${base}/api/auth/profile`, { headers })).json()) as { xp_points: number }).xp_points;
    // B reads the account now, and would keep it for a minute if nobody told it otherwise.
    expect(await xpOn(c.urlB)).toBe(0);
    const put = await fetch(`${c.urlA}/api/lessons/progress/${LESSON}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ progress_percentage: 100, completed: true, xp_earned: 50, attempt_id: randomUUID() }),
    });
    expect(put.status).toBe(200);
    const { total_xp } = (await put.json()) as { total_xp: number };
    expect(total_xp).toBeGreaterThan(0);
    await expect.poll(() => xpOn(c.urlB), { timeout: 5_000, interval: 20 }).toBe(total_xp);
  });

  it('shows progress saved through one process in the global progress the other cached', async () => {
    const token = await c.learner();
    const headers = { authorization: `Bearer ${token}` };
    const globalOn = async (base: string) =>
      ((await (await fetch(`${base}/api/lessons/progress/global`, { headers })).json()) as { completed: boolean }[])
        .length;
    // B reads now, and would keep the answer for a minute if nobody told it otherwise.
    expect(await globalOn(c.urlB)).toBe(0);
    const put = await fetch(`${c.urlA}/api/lessons/progress/${LESSON}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ progress_percentage: 30 }),
    });
    expect(put.status).toBe(200);
    await expect.poll(() => globalOn(c.urlB), { timeout: 5_000, interval: 20 }).toBe(1);
  });

  it('turns one customer email into one ticket when it reaches both processes', async () => {
    const messageId = `<${randomUUID()}@customer.example>`;
    const subject = `Cannot hear the audio ${randomBytes(3).toString('hex')}`;
    // An MX that retries a delivery on the second host: the same message reaches both inboxes.
    for (const port of c.inboxPorts) {
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
    const { access_token } = await c.tokens(c.nginx.url);
    const res = await fetch(`${c.nginx.url}/api/support/tickets?search=${encodeURIComponent(subject)}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tickets?: { subject: string }[] } | { subject: string }[];
    const tickets = Array.isArray(body) ? body : (body.tickets ?? []);
    expect(tickets.filter((t) => t.subject === subject)).toHaveLength(1);
  });

  it('shows an account registered through one process in the admin user list the other kept', async () => {
    const { access_token } = await c.tokens(c.urlB);
    const headers = { authorization: `Bearer ${access_token}` };
    const emailsOn = async (base: string) =>
      ((await (await fetch(`${base}/api/admin/users`, { headers })).json()) as { email: string }[]).map((u) => u.email);
    // B reads the list now, and would keep it for SHARED_LIST_TTL_MS if nobody told it otherwise.
    const before = await emailsOn(c.urlB);
    const email = `listed-${randomBytes(4).toString('hex')}@hadal.test`;
    const res = await fetch(`${c.urlA}/api/auth/register`, {
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
    await expect.poll(() => emailsOn(c.urlB), { timeout: 2_000, interval: 20 }).toContain(email);
  });

  it('shows a ticket changed through one process in the inbox and counts of the other', async () => {
    const { access_token } = await c.tokens(c.urlA);
    const headers = { authorization: `Bearer ${access_token}` };
    const customer = `kept-${randomBytes(4).toString('hex')}@customer.example`;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: c.inboxPorts[0]!,
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
    // B reads both now, and again after the change.
    await expect.poll(() => statusOn(c.urlB), { timeout: 2_000, interval: 20 }).toMatchObject({ status: 'open' });
    const { id } = (await statusOn(c.urlB))!;
    expect(await closedOn(c.urlB)).toBe(0);
    const patched = await fetch(`${c.urlA}/api/support/tickets/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(patched.status).toBe(200);
    await expect.poll(() => statusOn(c.urlB), { timeout: 2_000, interval: 20 }).toMatchObject({ status: 'closed' });
    expect(await closedOn(c.urlB)).toBe(1);
  });
});
