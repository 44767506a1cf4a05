import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '@/adapters';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { createTestClock } from '@/lib/clock';
import { silentLogger } from '@/lib/logger';
import { createServices } from '@/services';
import { createTestDatabase } from '@test/helpers/test-database';
import { startFaultProxy } from '@test/helpers/tcp-fault-proxy';
import { testConfig, testSecrets } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

/**
 * The database hangs or goes away while Hadal runs: calls answer 503 with Retry-After and a
 * detail within their timeouts, /api/health says so, and the server recovers by itself.
 * PostgreSQL only (PGlite runs inside the server process).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('database outage', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const real = await createTestDatabase();
    const target = new URL(real.url!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(real.url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({
      kind: 'postgres',
      url: proxied.toString(),
      poolMax: 4,
      connectTimeoutMs: 500,
      statementTimeoutMs: 800,
    });
    const config = testConfig();
    const clock = createTestClock();
    const adapters = await createAdapters({ config, db: database.db, clock, secrets: testSecrets, log: silentLogger });
    const services = createServices({ config, database, clock, adapters, secrets: testSecrets, log: silentLogger });
    app = await buildApp({ config, services, log: silentLogger });
    await app.ready();
    const ctx = {
      app,
      services,
      clock,
      config,
      database: Object.assign(database, { drop: real.drop }),
      adapters,
      db: database.db,
    };
    const user = await createUser(ctx);
    headers = await authHeader(ctx, user);
    afterAll(async () => {
      await app.close();
      await adapters.close();
      await database.close();
      await proxy.close();
      await real.drop();
    });
  });

  const lessons = () => app.inject({ url: '/api/lessons/progress', headers });
  const health = () => app.inject({ url: '/api/health' });

  it('serves while the database is up', async () => {
    expect((await lessons()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After and a detail while the database is down, then recovers by itself', async () => {
    proxy.setMode('down');
    const down = await lessons();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    expect(down.json().detail).toMatch(/temporarily unavailable/);
    const h = await health();
    expect(h.statusCode).toBe(503);
    expect(h.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
    proxy.setMode('pass');
    expect((await lessons()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });

  it('never waits past its timeouts on a hung database, and recovers when it answers again', async () => {
    expect((await lessons()).statusCode).toBe(200);
    proxy.setMode('hang');
    // Each call ends at its connect or statement timeout (the test's own timeout would catch a hang).
    const [a, b, h] = await Promise.all([lessons(), lessons(), health()]);
    expect([a.statusCode, b.statusCode]).toEqual([503, 503]);
    expect(h.statusCode).toBe(503);
    proxy.setMode('pass');
    expect((await lessons()).statusCode).toBe(200);
  });
});
