import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '@/paths';
import { startPgliteBridge } from './pglite-bridge';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Queries that may run inside a transaction or on their own take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresTimeouts {
  /** Give up connecting after this long (the database is down or unreachable). */
  connectTimeoutMs?: number;
  /** The server cancels a statement after this long, and the client stops waiting a little later. */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** The client waits this much longer than the server's statement timeout before it gives up itself. */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

export type DatabaseOptions =
  | ({ kind: 'postgres'; url: string; poolMax?: number } & PostgresTimeouts)
  /**
   * dataDir undefined = in memory (tests). worker (the default): the database runs on its own
   * thread, so its work never stalls the server's event loop.
   */
  | { kind: 'pglite'; dataDir?: string; worker?: boolean; queryTimeoutMs?: number };

/** Files 0600 and folders 0700 under `dir`: readable and writable by this process's user only. */
function makeTreePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeTreePrivate(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

/** Rejects with "Database query timed out" when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Database query timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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

export function openDatabase(options: DatabaseOptions): Database {
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
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  if (options.worker ?? true) return openPgliteOnWorker(options);
  const dataDir = options.dataDir;
  const client = new PGlite(dataDir);
  // PGlite's file layer writes its files world-writable (0666) whatever the umask: make them private
  // once it has opened (and migrated) and again when it closes.
  const makePrivate = () => (dataDir ? makeTreePrivate(dataDir) : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      makePrivate();
    },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      makePrivate();
    },
  };
}

function openPgliteOnWorker(options: { dataDir?: string; queryTimeoutMs?: number }): Database {
  const dataDir = options.dataDir;
  const bridge = startPgliteBridge({
    dataDir,
    migrationsFolder: MIGRATIONS_DIR,
    queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  });
  const makePrivate = () => (dataDir ? makeTreePrivate(dataDir) : undefined);
  // drizzle's PGlite driver only calls query() and transaction(), which the bridge provides.
  const db = drizzlePglite({ client: bridge.client as unknown as PGlite, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await bridge.migrate();
      makePrivate();
    },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await bridge.close();
      makePrivate();
    },
  };
}
