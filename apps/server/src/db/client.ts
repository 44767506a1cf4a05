import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '@/paths';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  makeTreePrivate,
  withTimeout,
  type Database,
  type DatabaseOptions,
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
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

/** Named statements one connection keeps at most; statements past these run unnamed. */
const NAMED_STATEMENTS_PER_CONNECTION = 500;

/**
 * A node-postgres client that names each statement with parameters after its text, so each
 * connection parses and plans it once and later runs only bind and execute: on PGlite the parse
 * and plan are most of a short query's cost. The names are fixed by the text (a connection never
 * sees one name for two texts) and bounded per connection (a list of n values is its own text).
 */
class NamingClient extends pg.Client {
  readonly #named = new Set<string>();

  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
      const { text, values } = config as { text: string; values?: unknown[] };
      if (values?.length) {
        const name = `h_${createHash('sha1').update(text).digest('base64url')}`;
        if (this.#named.has(name) || this.#named.size < NAMED_STATEMENTS_PER_CONNECTION) {
          this.#named.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * A node-postgres pool: the one driver of both databases. A database that hangs or goes away must
 * never freeze the server: every connect and every statement has a bound, broken connections are
 * dropped, and the pool reconnects when it is back.
 */
function openPool(config: pg.PoolConfig, connectTimeoutMs: number, statementTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    Client: NamingClient,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    ...config,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one dropped while checked out between statements (a transaction): the pool removes the
  // client on release, and its statement fails as a database outage (503), not the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Opens the configured database: PostgreSQL at its URL, or the embedded PGlite, started on its own
 * thread and reached over a Unix socket. Both are driven by node-postgres and drizzle's
 * node-postgres driver, with the same migrator and the same errors.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const connectTimeoutMs =
    (options.kind === 'postgres' ? options.connectTimeoutMs : undefined) ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.kind === 'postgres') {
    const pool = openPool(
      {
        connectionString: options.url,
        max: options.poolMax ?? 10,
        statement_timeout: statementTimeoutMs,
        idle_in_transaction_session_timeout: statementTimeoutMs * 3,
        idleTimeoutMillis: 30_000,
      },
      connectTimeoutMs,
      statementTimeoutMs,
    );
    return {
      db: drizzle(pool, { schema }),
      kind: 'postgres',
      migrate: () => migratePostgres(options.url, connectTimeoutMs),
      ping: async () => {
        await withTimeout(pool.query('select 1'), connectTimeoutMs);
      },
      close: () => pool.end(),
    };
  }
  const { startEmbeddedServer } = await import('./pglite-client');
  const server = await startEmbeddedServer({ dataDir: options.dataDir });
  // One connection, kept open: PGlite is a single session (see pglite-server.ts); queries wait
  // their turn in the pool, and a transaction holds the connection until it ends.
  // A query's wait for that connection is its wait for the database, bounded like a statement.
  const pool = openPool(
    { host: server.socketDir, port: server.port, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 },
    statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    statementTimeoutMs,
  );
  const db = drizzle(pool, { schema });
  // PGlite's file layer writes its files world-writable (0666) whatever the umask: they are made
  // private once it has migrated and again when it closes.
  const makePrivate = () => (options.dataDir ? makeTreePrivate(options.dataDir) : undefined);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      // One process owns the directory: no lock to take.
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      makePrivate();
    },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await withTimeout(pool.query('select 1'), connectTimeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await server.close();
      makePrivate();
    },
  };
}
