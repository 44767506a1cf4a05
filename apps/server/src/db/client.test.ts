import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/lib/database-errors';
import { openDatabase, type Database } from './client';

/**
 * The embedded database through the driver the PostgreSQL tier uses (node-postgres over PGlite's
 * socket server): answers go to the query that asked, transactions keep their statements together,
 * and errors have PostgreSQL's shape.
 */
describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(sql`create table probe (id int primary key, v text not null)`);
  });
  afterAll(() => database.close());

  it('answers each of many concurrent parameterised queries with its own row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        database.db.execute<{ n: number; s: string }>(sql`select ${i}::int as n, ${`s${i}`}::text as s`),
      ),
    );
    expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: 300 }, (_, i) => ({ n: i, s: `s${i}` })));
  });

  it('runs a transaction apart from queries made while it is open, and rolls back on error', async () => {
    const outside: Promise<unknown>[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1, 'rolled back')`);
        // Made while the transaction is open: it runs after it, never inside it.
        outside.push(database.db.execute(sql`insert into probe values (2, 'kept')`));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await Promise.all(outside);
    const { rows } = await database.db.execute<{ id: number }>(sql`select id from probe order by id`);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it("reports a constraint violation with PostgreSQL's code, as the PostgreSQL tier does", async () => {
    const error = await database.db.execute(sql`insert into probe values (2, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toEqual({ constraint: 'probe_pkey' });
  });
});

describe('the embedded database on disk', () => {
  it('keeps its rows across a reopen, and its files private', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hadal-db-test-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    expect(statSync(path.join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const { rows } = await again.db.execute<{ v: string }>(sql`select v from kept`);
    await again.close();
    expect(rows).toEqual([{ v: 'still here' }]);
  }, 120_000);
});
