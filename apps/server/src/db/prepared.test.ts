import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@test/helpers/test-database';
import { users } from './schema';
import { preparedQuery } from './prepared';

const nameOf = preparedQuery((db) =>
  db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('prepared_test_name_of'),
);
const rename = preparedQuery((db) =>
  db
    .update(users)
    .set({ username: sql`${sql.placeholder('username')}` })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('prepared_test_rename'),
);

describe('prepared queries inside transactions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let id = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(users)
      .values({ email: 'prepared@hadal.test', username: 'before', passwordHash: 'x' })
      .returning({ id: users.id });
    id = row!.id;
  });
  afterAll(() => database.drop());

  it("run on the transaction's connection: they see its writes, and a rollback takes them back", async () => {
    const { db } = database;
    const seenInside: string[] = [];
    await db
      .transaction(async (tx) => {
        await rename(tx).execute({ id, username: 'inside' });
        seenInside.push((await nameOf(tx).execute({ id }))[0]!.username);
        // Outside the transaction nothing has changed yet (PGlite has one connection: it would wait).
        if (testDatabaseKind() === 'postgres') seenInside.push((await nameOf(db).execute({ id }))[0]!.username);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(seenInside).toEqual(testDatabaseKind() === 'postgres' ? ['inside', 'before'] : ['inside']);
    expect((await nameOf(db).execute({ id }))[0]!.username).toBe('before');
  });

  it('are built once and serve every later transaction, each on its own connection', async () => {
    const { db } = database;
    const views = await Promise.all(
      ['first', 'second'].map((username) =>
        db.transaction(async (tx) => {
          const view = rename(tx);
          await view.execute({ id, username });
          return view;
        }),
      ),
    );
    // The same statement object: built once, bound to each transaction's connection.
    expect(views[0]!.getQuery()).toBe(views[1]!.getQuery());
    expect(views[0]).not.toBe(views[1]);
    expect(['first', 'second']).toContain((await nameOf(db).execute({ id }))[0]!.username);
  });
});
