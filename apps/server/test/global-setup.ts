import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

/** Test databases older than this are leftovers of an interrupted run and are dropped. */
const LEFTOVER_AGE_MS = 2 * 3600 * 1000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL template this run's test files copy (empty on PGlite). */
    templateDb: string;
    /** On PGlite: a migrated data directory this run's test files copy (empty on PostgreSQL). */
    pgliteTemplateDir: string;
  }
}

/** Database names carry their creation time, so concurrent runs never drop each other's. */
function templateDatabaseName(): string {
  return `hadal_tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Test files' databases start with their run's template name, so the run's teardown drops them. */
const filePrefix = (templateDb: string) => `${templateDb.replace(/^hadal_tpl_/, 'hadal_test_')}_`;

export function fileDatabaseName(templateDb: string): string {
  return `${filePrefix(templateDb)}${randomBytes(4).toString('hex')}`;
}

function createdAt(name: string): number | null {
  const m = /^hadal_(?:tpl|test)_([0-9a-z]+)_[0-9a-f]+(?:_[0-9a-f]+)?$/.exec(name);
  return m?.[1] ? parseInt(m[1], 36) : null;
}

/**
 * Migrates a template of this run once; each test file copies it. On PostgreSQL a template database;
 * on PGlite a data directory (copying it takes a fraction of a new instance's initdb and migrations).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const root = mkdtempSync(path.join(tmpdir(), 'hadal-test-tpl-'));
    const dataDir = path.join(root, 'db');
    const template = await openDatabase({ kind: 'pglite', dataDir });
    await template.migrate();
    await template.close();
    project.provide('templateDb', '');
    project.provide('pgliteTemplateDir', dataDir);
    return () => rmSync(root, { recursive: true, force: true });
  }
  project.provide('pgliteTemplateDir', '');
  const templateDb = templateDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const u = new URL(url);
  u.pathname = `/${templateDb}`;
  const template = await openDatabase({ kind: 'postgres', url: u.toString(), poolMax: 1 });
  await template.migrate();
  await template.close();
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'hadal\\_%' and datname <> $1",
    [templateDb],
  );
  for (const r of rows) {
    const at = createdAt(r.datname);
    const legacy = r.datname === 'hadal_test_template';
    if (legacy || (at !== null && Date.now() - at > LEFTOVER_AGE_MS))
      await admin.query(`drop database if exists ${r.datname} with (force)`);
  }
  await admin.end();
  project.provide('templateDb', templateDb);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    // The template, and every test file's copy of it (a file that never closed its app included).
    const { rows: copies } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [filePrefix(templateDb)],
    );
    for (const r of copies) await c.query(`drop database if exists ${r.datname} with (force)`);
    await c.query(`drop database if exists ${templateDb} with (force)`);
    await c.end();
  };
}
