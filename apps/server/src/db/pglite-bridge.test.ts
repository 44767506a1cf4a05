import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/database-errors';
import { openDatabase, type Database } from './client';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function open(queryTimeoutMs?: number): Promise<Database> {
  database = await openDatabase({ kind: 'pglite', worker: true, queryTimeoutMs });
  await database.db.execute(sql`create table t (id integer primary key, note text, at timestamptz)`);
  return database;
}

const count = async (d: Database) =>
  Number(
    ((await d.db.execute(sql`select count(*)::int as n from t`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
  );

describe('the embedded database on its own thread', () => {
  it('migrates and answers queries with rows, counts and dates as text', async () => {
    const d = await openDatabase({ kind: 'pglite', worker: true });
    database = d;
    await d.migrate();
    const result = (await d.db.execute(
      sql`select 1::int as one, '2026-01-02T03:04:05Z'::timestamptz as at`,
    )) as unknown as {
      rows: { one: number; at: string }[];
    };
    expect(result.rows[0]!.one).toBe(1);
    expect(typeof result.rows[0]!.at).toBe('string');
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    const d = await open();
    await d.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (1)`);
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    await expect(
      d.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(d)).toBe(2);
  });

  it('keeps savepoints: a failed nested transaction leaves the outer one whole', async () => {
    const d = await open();
    await d.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (id) values (1)`);
        })
        .catch(() => {});
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    expect(await count(d)).toBe(2);
  });

  it('runs concurrent transactions one after another, never interleaved', async () => {
    const d = await open();
    await d.db.execute(sql`insert into t (id, note) values (1, '0')`);
    // Twenty read-modify-write transactions at once: without isolation some increments would be lost.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        d.db.transaction(async (tx) => {
          const r = (await tx.execute(sql`select note from t where id = 1`)) as unknown as { rows: { note: string }[] };
          const next = String(Number(r.rows[0]!.note) + 1);
          await tx.execute(sql`update t set note = ${next} where id = 1`);
        }),
      ),
    );
    const r = (await d.db.execute(sql`select note from t where id = 1`)) as unknown as { rows: { note: string }[] };
    expect(r.rows[0]!.note).toBe('20');
  });

  it('passes database errors through with their code and constraint', async () => {
    const d = await open();
    await d.db.execute(sql`insert into t (id) values (1)`);
    const error = await d.db.execute(sql`insert into t (id) values (1)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)?.constraint).toBe('t_pkey');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('keeps the main thread free while the database works', async () => {
    const d = await open();
    let turns = 0;
    let done = false;
    const heavy = d.db
      .execute(sql`select sum(g)::bigint from generate_series(1, 3000000) g`)
      .finally(() => (done = true));
    // On the main thread this query would hold the event loop until it finished.
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await heavy;
    expect(turns).toBeGreaterThan(50);
  });

  it('answers "Database query timed out" past its bound, which the app treats as unavailable', async () => {
    const d = await open(50);
    const error = await d.db.execute(sql`select pg_sleep(1)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('answers "database is closed" once closed, which the app treats as unavailable', async () => {
    const d = await open();
    await d.close();
    const error = await d.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    database = undefined;
  });
});
