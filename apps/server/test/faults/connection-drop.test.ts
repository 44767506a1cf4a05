import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/database-errors';
import { createTestDatabase } from '@test/helpers/test-database';

/**
 * A connection PostgreSQL drops while it is checked out between two statements of a transaction
 * (a restart, an administrator ending the backend): the statement after fails as a database outage
 * (503) and the process carries on. Before, the client's unheard 'error' event ended the process
 * (found by postgres-restart.test.ts). PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a connection dropped inside a transaction', () => {
  it('fails the transaction as unavailable, never the process, and the pool serves on', async () => {
    const database = await createTestDatabase();
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    afterAll(async () => {
      await other.end();
      await database.drop();
    });
    const failure = await database.db
      .transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const rows = ((result as { rows?: unknown[] }).rows ?? result) as { pid: number }[];
        const pid = rows[0]!.pid;
        await other.query('select pg_terminate_backend($1)', [pid]);
        // The backend is gone once the server no longer lists it; its goodbye reaches the client meanwhile.
        const end = Date.now() + 10_000;
        while ((await other.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount) {
          if (Date.now() > end) throw new Error('backend still listed');
        }
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const again = await database.db.execute(sql`select 1 as one`);
    expect(((again as { rows?: unknown[] }).rows ?? again) as unknown[]).toHaveLength(1);
  });
});
