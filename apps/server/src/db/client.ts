import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '@/paths';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  withTimeout,
  type Database,
  type DatabaseOptions,
  type Db,
} from './database';

export * from './database';

/** The client waits this much longer than the server's statement timeout before it gives up itself. */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/** Any fixed number: the advisory lock every Hadal process takes to migrate. */
const MIGRATION_LOCK_KEY = 7_307_120_251;

/**
 * Migrates under a PostgreSQL advisory lock on a connection of its own (without the statement
 * timeout: a first migration may take a while), so processes starting together migrate one at a
 * time and the later ones find the work done.
 */
async function migratePostgres(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

/**
 * Opens the configured database. The embedded one (PGlite and its drizzle driver) is imported only
 * when it is chosen: a process on PostgreSQL never loads it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    // A database that hangs or goes away must never freeze the server: every connect and every
    // statement has a bound, broken connections are dropped, and the pool reconnects when it is back.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
      idle_in_transaction_session_timeout: statementTimeoutMs * 3,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor one dropped while checked out between statements (a transaction): the pool removes the
    // client on release, and its statement fails as a database outage (503), not the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(options.url, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS),
      ping: async () => {
        await withTimeout(pool.query('select 1'), options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
      },
      close: () => pool.end(),
    };
  }
  return (await import('./pglite-client')).openPglite(options);
}
