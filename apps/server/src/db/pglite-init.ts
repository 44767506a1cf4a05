/**
 * Creates a new embedded database directory (initdb), then exits: run as a process of its own by
 * pglite-client.ts, so that initdb's memory, which the PGlite instance that ran it keeps for as long
 * as it lives, goes back to the system before the server opens the directory. Arguments: the
 * directory, then the postgresql.conf lines as JSON.
 */
import { PGlite } from '@electric-sql/pglite';

const [dataDir, conf] = process.argv.slice(2);
if (!dataDir || !conf) throw new Error('usage: pglite-init <dataDir> <postgresql.conf lines as JSON>');
const db = await PGlite.create(dataDir, { postgresqlconf: JSON.parse(conf) as string[] });
await db.close();
