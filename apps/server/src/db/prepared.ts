import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * A query written once: `build` makes it from a database with `sql.placeholder` for its values
 * and `.prepare(name)`, and the prepared query is kept per database, so each call only binds
 * values (no query building, and on PostgreSQL a named statement parsed once per connection).
 * Inside a transaction the query is built on the transaction (a prepared query runs on its own
 * database's connections, not the transaction's).
 *
 *   const byId = preparedQuery((db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_by_id'));
 *   const [row] = await byId(db).execute({ id });
 */
export function preparedQuery<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const perDatabase = new WeakMap<Db, T>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db);
    let prepared = perDatabase.get(db as Db);
    if (!prepared) {
      prepared = build(db);
      perDatabase.set(db as Db, prepared);
    }
    return prepared;
  };
}
