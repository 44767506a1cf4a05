import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '@/paths';
import { DEFAULT_STATEMENT_TIMEOUT_MS, makeTreePrivate, type Database, type Db } from './database';
import { startPgliteBridge } from './pglite-bridge';

/** The embedded database (DatabaseOptions kind 'pglite'): on its own thread by default, or in this one. */
export function openPglite(options: { dataDir?: string; worker?: boolean; queryTimeoutMs?: number }): Database {
  const dataDir = options.dataDir;
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  if (options.worker ?? true) {
    const bridge = startPgliteBridge({
      dataDir,
      migrationsFolder: MIGRATIONS_DIR,
      queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    // drizzle's PGlite driver only calls query() and transaction(), which the bridge provides.
    return embedded(dataDir, drizzlePglite({ client: bridge.client as unknown as PGlite, schema }) as unknown as Db, {
      migrate: () => bridge.migrate(),
      close: () => bridge.close(),
    });
  }
  const client = new PGlite(dataDir);
  return embedded(dataDir, drizzlePglite(client, { schema }) as unknown as Db, {
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  });
}

/**
 * The Database of an embedded PGlite, in this thread or on its own. PGlite's file layer writes its
 * files world-writable (0666) whatever the umask: they are made private once it has migrated and
 * again when it closes.
 */
function embedded(
  dataDir: string | undefined,
  db: Db,
  engine: { migrate(): Promise<void>; close(): Promise<void> },
): Database {
  const makePrivate = () => (dataDir ? makeTreePrivate(dataDir) : undefined);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await engine.migrate();
      makePrivate();
    },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await engine.close();
      makePrivate();
    },
  };
}
