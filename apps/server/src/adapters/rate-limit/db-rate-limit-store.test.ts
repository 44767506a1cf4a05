import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@test/helpers/test-database';
import { createDbRateLimitStore } from './db-rate-limit-store';

const database = await createTestDatabase();
afterAll(() => database.drop());

describe('database rate-limit store', () => {
  const store = createDbRateLimitStore(database.db);
  const start = Date.parse('2026-11-25T10:00:00Z');

  it('counts the hits of a window and starts again at 1 once it has ended', async () => {
    expect(await store.hit('login:a', 60_000, start)).toEqual({ count: 1, resetAtMs: start + 60_000 });
    expect(await store.hit('login:a', 60_000, start + 59_999)).toEqual({ count: 2, resetAtMs: start + 60_000 });
    expect(await store.get('login:a', start + 59_999)).toEqual({ count: 2, resetAtMs: start + 60_000 });
    expect(await store.get('login:a', start + 60_000)).toBeNull();
    expect(await store.hit('login:a', 60_000, start + 60_000)).toEqual({ count: 1, resetAtMs: start + 120_000 });
    await store.reset('login:a');
    expect(await store.get('login:a', start + 60_000)).toBeNull();
  });

  it('keeps its counters in an unlogged table: a hit does not wait for the write-ahead log', async () => {
    const { rows } = (await database.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
    )) as unknown as { rows: { relpersistence: string }[] };
    const [row] = rows;
    expect(row?.relpersistence).toBe('u');
  });
});
