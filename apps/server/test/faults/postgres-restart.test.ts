import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/modules/users';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '@test/helpers/private-postgres';
import { startServerProcess, type ServerProcess } from '@test/helpers/server-process';

/**
 * PostgreSQL stopped (immediate, then fast) and started again under a steady load on the real
 * server process. A cluster of its own: the shared one on 5432 keeps serving the other suites.
 * Skipped when the PostgreSQL binaries are absent (CI installs Debian's postgresql).
 */
const BIN = postgresBinaries();
const LEARNERS = 4;
const PASSWORD = 'Restart-Pass1!x';
/** The client's bound on one call: past the connect (1 s) and statement (2 s) timeouts, never a hang. */
const CALL_BOUND_MS = 8_000;
const DEADLINE_MS = 30_000;

/** A refused call is retried after a short pause, so the load stays steady rather than spinning. */
const pace = () => new Promise((r) => setTimeout(r, 10));

interface Seen {
  phase: string;
  kind: 'read' | 'write' | 'health';
  status: number | 'timeout';
  retryAfter: string | null;
  detail: unknown;
  /** /api/health's own report: `unavailable` while the database is down. */
  health?: unknown;
}

// A PostgreSQL fault: it runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL set), on its own cluster.
describe.skipIf(!BIN || !process.env.TEST_DATABASE_URL)('PostgreSQL stopped and restarted under load', () => {
  let db: PrivatePostgres;
  let server: ServerProcess;
  let base = '';
  let dataDir = '';
  let phase = 'up';
  let running = true;
  const seen: Seen[] = [];
  const learners: { id: number; token: string; done: string[]; attempts: Map<string, string> }[] = [];
  const loops: Promise<void>[] = [];

  const call = async (kind: Seen['kind'], url: string, init: RequestInit = {}): Promise<Response | null> => {
    const at = phase;
    try {
      const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(CALL_BOUND_MS) });
      const body = res.headers.get('content-type')?.includes('json')
        ? ((await res.clone().json()) as { detail?: unknown; status?: unknown })
        : null;
      const retryAfter = res.headers.get('retry-after');
      seen.push({ phase: at, kind, status: res.status, retryAfter, detail: body?.detail, health: body?.status });
      return res;
    } catch {
      seen.push({ phase: at, kind, status: 'timeout', retryAfter: null, detail: null });
      return null;
    }
  };

  /**
   * One learner's steady stream: read the lessons' states, then complete the next open lesson (one
   * attempt id per lesson). While the states cannot be read, it sends its last write again (the
   * same attempt id: acknowledged twice, granted once), so writes go on through the outage too.
   */
  async function learn(l: (typeof learners)[number]) {
    const headers = { authorization: `Bearer ${l.token}`, 'content-type': 'application/json' };
    let target: string | null = null;
    while (running) {
      const res = await call('read', '/api/lessons/progress/stateful', { headers });
      if (res?.status === 200) {
        const lessons = (await res.json()) as { lesson_stable_id: string; locked: boolean; completed: boolean }[];
        const next = lessons.find((x) => !x.locked && !x.completed && !l.done.includes(x.lesson_stable_id));
        if (!next) return;
        target = next.lesson_stable_id;
      }
      if (!target) {
        await pace();
        continue;
      }
      if (!l.attempts.has(target)) l.attempts.set(target, randomUUID());
      const body = { progress_percentage: 100, completed: true, xp_earned: 20, attempt_id: l.attempts.get(target) };
      const put = await call('write', `/api/lessons/progress/${target}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(body),
      });
      if (put?.status === 200 && !l.done.includes(target)) l.done.push(target);
      if (put?.status !== 200 || res?.status !== 200) await pace();
    }
  }

  const until = async (what: string, ok: () => boolean | Promise<boolean>) => {
    const end = Date.now() + DEADLINE_MS;
    while (!(await ok())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const healthy = async () => (await call('health', '/api/health'))?.status === 200;
  const written = () => learners.reduce((n, l) => n + l.done.length, 0);

  beforeAll(async () => {
    db = await startPrivatePostgres(BIN!);
    const admin = new pg.Client({ connectionString: db.url() });
    await admin.connect();
    await admin.query('create database hadal');
    await admin.end();
    dataDir = mkdtempSync(path.join(tmpdir(), 'hadal-restart-'));
    server = startServerProcess({
      DATABASE_URL: db.url('hadal'),
      DATABASE_POOL_MAX: '6',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      SUPPORT_SMTP_PORT: '0',
      CAPTCHA: 'off',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    base = await server.url;
    const c = new pg.Client({ connectionString: db.url('hadal') });
    await c.connect();
    const hash = await hashPassword(PASSWORD);
    for (let i = 0; i < LEARNERS; i += 1) {
      const email = `restart${i}@hadal.test`;
      const { rows } = await c.query(
        'insert into users (email, username, password_hash, email_verified) values ($1, $2, $3, true) returning id',
        [email, `restart${i}`, hash],
      );
      const res = await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      });
      const { access_token: token } = (await res.json()) as { access_token: string };
      learners.push({ id: rows[0].id as number, token, done: [], attempts: new Map() });
    }
    await c.end();
  }, 120_000);

  afterAll(async () => {
    running = false;
    await Promise.allSettled(loops);
    await server?.stop();
    await db?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After while down, never 500 or a hang, and recovers by itself', async () => {
    for (const l of learners) loops.push(learn(l));
    await until('writes before the outage', () => written() >= LEARNERS * 2);
    for (const mode of ['immediate', 'fast'] as const) {
      phase = `down-${mode}`;
      await db.stop(mode);
      const downAnswers = () => seen.filter((s) => s.phase === phase && s.kind !== 'health').length;
      await until(`answers while stopped (${mode})`, async () => !(await healthy()) && downAnswers() >= 60);
      const before = written();
      phase = `restarted-${mode}`;
      await db.start();
      // The same process: no restart of the server, only of the database.
      await until(`health after ${mode} restart`, healthy);
      await until(`writes after ${mode} restart`, () => written() >= before + LEARNERS);
    }
    running = false;
    await Promise.all(loops);
    // The same process served throughout: a connection dropped mid-transaction once crashed it.
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/shutting down after an error/);

    const fine = (s: Seen) =>
      (typeof s.status === 'number' && s.status < 300) ||
      (s.status === 503 &&
        (s.kind === 'health'
          ? s.health === 'unavailable' && Boolean(s.retryAfter)
          : Boolean(s.retryAfter && s.detail)));
    expect(
      seen.filter((s) => !fine(s)),
      'every answer is 2xx, or 503 with Retry-After and a detail',
    ).toEqual([]);
    expect(seen.filter((s) => s.kind !== 'health').length).toBeGreaterThan(100);
    for (const mode of ['immediate', 'fast']) {
      const down = seen.filter((s) => s.phase === `down-${mode}`);
      expect(down.filter((s) => s.status === 503 && s.kind === 'write').length, mode).toBeGreaterThan(0);
      expect(down.filter((s) => s.status === 503 && s.kind === 'health').length, mode).toBeGreaterThan(0);
    }
  }, 120_000);

  it('lost no acknowledged write and half-wrote none', async () => {
    const c = new pg.Client({ connectionString: db.url('hadal') });
    await c.connect();
    try {
      for (const l of learners) {
        const done = await c.query('select lesson_stable_id from lesson_progress where user_id = $1 and completed', [
          l.id,
        ]);
        const completed = done.rows.map((r) => r.lesson_stable_id as string);
        expect(completed, 'every acknowledged write is there').toEqual(expect.arrayContaining(l.done));
        const { rows } = await c.query(
          `select u.xp_points,
             coalesce((select sum(x.xp) from lesson_xp_ledger x where x.user_id = u.id), 0) as ledger,
             (select count(*) from lesson_xp_ledger x where x.user_id = u.id and x.kind = 'first_pass') as passes
           from users u where u.id = $1`,
          [l.id],
        );
        const row = rows[0] as { xp_points: number; ledger: string; passes: string };
        expect(Number(row.xp_points), 'XP total = its grants').toBe(Number(row.ledger));
        expect(Number(row.passes), 'one first-pass grant per completed lesson').toBe(completed.length);
      }
    } finally {
      await c.end();
    }
  });
});
