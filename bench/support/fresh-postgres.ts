import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the server of `adminUrl`, for one run; drop() removes it. Its name
 * starts with the name of `adminUrl`'s database, so a run only ever creates and drops databases
 * named after the one it was given.
 */
export async function freshPostgresDatabase(adminUrl: string) {
  const given = decodeURIComponent(new URL(adminUrl).pathname.slice(1)) || 'postgres';
  const prefix = given
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  const name = `${prefix}_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
