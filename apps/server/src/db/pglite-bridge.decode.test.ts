import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeResult, resultParsers } from './pglite-bridge.decode';
import type { RowMode } from './pglite-bridge.protocol';
import { statementRunner } from './pglite-worker.statements';

// The bridge's way (one raw pass, parsed on the main thread) against PGlite's own query().
let db: PGlite;
let parsers: ReturnType<typeof resultParsers>;
let statements: ReturnType<typeof statementRunner>;
const identity = (value: string) => value;
const textParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    identity,
  ]),
);

beforeAll(async () => {
  db = new PGlite();
  const arrays = await db.query<{ oid: number; typarray: number }>(
    `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
     WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`,
  );
  parsers = resultParsers(arrays.rows.map((r) => [r.oid, r.typarray]));
  statements = statementRunner(db);
  await db.exec(
    `create table t (id int primary key, j jsonb, a int[], ts timestamptz[], b bytea, n numeric, big bigint,
       s text, f float8, ok bool, at timestamptz)`,
  );
});
afterAll(() => db.close());

/** Runs in a transaction rolled back after, so both ways see the same rows. */
async function bothWays(sql: string, params: unknown[], rowMode: RowMode) {
  await db.exec('begin');
  const bridged = decodeResult(await statements.query(sql, params, true), rowMode, parsers);
  await db.exec('rollback');
  await db.exec('begin');
  const own = await db.query(sql, params, { rowMode, parsers: textParsers });
  await db.exec('rollback');
  return { bridged, own: { rows: own.rows, affectedRows: own.affectedRows ?? 0, fields: own.fields } };
}

describe('the bridge decodes answers exactly as PGlite does', () => {
  const insert = `insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;
  const values = [
    1,
    JSON.stringify({ word: 'Soomaali' }),
    '{1,2}',
    ['2026-01-01T00:00:00Z'],
    new Uint8Array([1, 2]),
    '1.50',
    12345678901234n,
    'ü 😀',
    1.5,
    true,
    new Date('2026-01-02T03:04:05Z'),
  ];
  it.each([
    [insert, values],
    [`select 1::int as a, 2 as a, now()::date as d, '1 day'::interval as i, array[1.5]::numeric[] as na`, []],
    [`select * from t where s = $1`, [null]],
    [`update t set s = $1 where id > $2`, ['x', 0]],
  ])('%s', async (sql, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      const { bridged, own } = await bothWays(sql, params, rowMode);
      expect(bridged).toEqual(own);
    }
  });

  it('answers the same error, with its code, detail and constraint', async () => {
    await db.query('insert into t (id) values (1)');
    const bridged = (await statements
      .query('insert into t (id) values ($1)', [1], false)
      .then((raw) => decodeResult(raw, 'object', parsers) as unknown)
      .catch((e: unknown) => e)) as Record<string, unknown>;
    const own = (await db
      .query('insert into t (id) values ($1)', [1])
      .then((r) => r as unknown)
      .catch((e: unknown) => e)) as Record<string, unknown>;
    for (const key of ['message', 'code', 'detail', 'constraint', 'table', 'schema', 'severity'])
      expect(bridged[key]).toBe(own[key]);
    expect(bridged.code).toBe('23505');
  });

  it('answers a statement that does not parse with its error, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const raw = await statements.query('select nope', [], false);
      expect(() => decodeResult(raw, 'object', parsers)).toThrow('column "nope" does not exist');
    }
  });
});

describe('the statements the bridge keeps', () => {
  it('closes the least recently used past its bound, and parses one again when it comes back', async () => {
    const small = new PGlite();
    await small.waitReady;
    const run = statementRunner(small, 2);
    const prepared = async () =>
      (await small.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.length;
    for (const n of [1, 2, 3, 1]) {
      const raw = await run.query(`select ${n}::int as n`, [], false);
      expect(decodeResult(raw, 'object', resultParsers([])).rows).toEqual([{ n }]);
    }
    // The third pushed the first out, and the first coming back pushed out the second.
    await run.query('select 1::int as n', [], false);
    expect(await prepared()).toBe(2);
    await small.close();
  });
});
