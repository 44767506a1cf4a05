import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { fileDatabaseName } from '../global-setup';

/** TEST_DATABASE_URL set: real PostgreSQL; otherwise embedded PGlite in memory. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, isolated, migrated database for one test file: a copy of the template the global setup
 * migrated once (on PostgreSQL a database, on PGlite a data directory in a new temporary directory).
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const root = mkdtempSync(path.join(tmpdir(), 'hadal-test-'));
    const dataDir = path.join(root, 'db');
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    return Object.assign(database, {
      async drop() {
        await database.close();
        rmSync(root, { recursive: true, force: true });
      },
    });
  }
  const templateDb = inject('templateDb');
  const name = fileDatabaseName(templateDb);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateDb}`);
  } finally {
    await admin.end();
  }
  const dbUrl = withDatabase(url, name);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolMax: 20 });
  return Object.assign(database, {
    url: dbUrl,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  });
}
