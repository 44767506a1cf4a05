import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * What a prepared query of drizzle's node-postgres and PGlite drivers runs its statement on: the
 * client it was made with (the pool, the PGlite instance, or a transaction's connection). A
 * transaction's session holds its connection the same way (`tx._.session.client`).
 */
interface OnClient {
  client: unknown;
}

/**
 * A query written once: `build` makes it from a database with `sql.placeholder` for its values
 * and `.prepare(name)`, and the prepared query is kept per database, so each call only binds
 * values (no query building, and on PostgreSQL a named statement parsed once per connection).
 *
 *   const byId = preparedQuery((db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_by_id'));
 *   const [row] = await byId(db).execute({ id });
 *
 * Inside a transaction it runs on the transaction's connection: the query is built once per
 * driver (on the first transaction that asks for it) and each transaction gets a view of it bound
 * to its own client, so a write path's statements are not built again on every call either.
 */
export function preparedQuery<T extends object>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const perDatabase = new WeakMap<Db, T>();
  // Keyed by the transaction session's class: one model per driver (node-postgres, PGlite).
  const forTransactions = new WeakMap<object, T>();
  return (db) => {
    if (db instanceof PgTransaction) {
      const session = (db as DbOrTx)._.session as unknown as OnClient;
      const driver = session.constructor;
      let model = forTransactions.get(driver);
      if (!model) {
        model = build(db);
        forTransactions.set(driver, model);
      }
      return onClient(model, session.client);
    }
    let prepared = perDatabase.get(db as Db);
    if (!prepared) {
      prepared = build(db);
      perDatabase.set(db as Db, prepared);
    }
    return prepared;
  };
}

/** `prepared` running on `client`: its statement, fields and result mapping, another connection. */
function onClient<T extends object>(prepared: T, client: unknown): T {
  if ((prepared as unknown as OnClient).client === client) return prepared;
  return Object.create(prepared, { client: { value: client } }) as T;
}

/**
 * A placeholder sent as it is, for where drizzle takes SQL rather than a value (an update's `set`,
 * an expression). Unlike a placeholder among an insert's values, it does not pass through its
 * column's encoder: give it `sqlValue(x)` (a date as an ISO string).
 */
export function rawPlaceholder(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/** A value as a raw placeholder takes it: a date as its ISO string, undefined as null. */
export function sqlValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}
