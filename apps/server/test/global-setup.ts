import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { TEMPLATE_DB } from './helpers/test-database';

/** On PostgreSQL: migrate a template database once; each test file copies it. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const u = new URL(url);
  u.pathname = `/${TEMPLATE_DB}`;
  const template = openDatabase({ kind: 'postgres', url: u.toString(), poolMax: 1 });
  await template.migrate();
  await template.close();
  // Test databases left by an interrupted run.
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'hadal_test_%' and datname <> $1",
    [TEMPLATE_DB],
  );
  for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
  await admin.end();
}
