import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/** Both databases are driven by node-postgres (client.ts). */
export type Db = NodePgDatabase<typeof schema>;
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

export type DatabaseOptions =
  | ({ kind: 'postgres'; url: string; poolMax?: number } & PostgresTimeouts)
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; statementTimeoutMs?: number };

/** Files 0600 and folders 0700 under `dir`: readable and writable by this process's user only. */
export function makeTreePrivate(dir: string): void {
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
