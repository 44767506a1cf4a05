import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the server of `adminUrl`, for one run; drop() removes it. */
export async function freshPostgresDatabase(adminUrl: string) {
  const name = `hadal_bench_${randomBytes(4).toString('hex')}`;
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
