/**
 * The embedded database's thread: it owns the PGlite instance and serves it over a Unix socket
 * (`@electric-sql/pglite-socket`), so the server reaches it with node-postgres like PostgreSQL,
 * and its work never holds up the server's event loop. Kept free of the app's path aliases: it
 * is loaded as a worker entry, from source in development and from dist/ in production.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { EmbeddedServerData, EmbeddedServerReply } from './pglite-server.protocol';

if (!parentPort) throw new Error('pglite-server must run as a worker thread');
const port = parentPort;
const { dataDir, socketPath, postgresqlConf } = workerData as EmbeddedServerData;

async function start(): Promise<{ db: PGlite; server: PGLiteSocketServer }> {
  const db = await PGlite.create(dataDir, { postgresqlconf: postgresqlConf });
  // One connection: PGlite is one session, and the socket server passes each connection's
  // messages to it one at a time, so two connections' extended-protocol messages would interleave.
  // The spare slot lets the pool reconnect before the old connection's slot is released.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  return { db, server };
}

const started = start();
started.then(
  () => port.postMessage({ ready: true } satisfies EmbeddedServerReply),
  (e: unknown) =>
    port.postMessage({ failed: e instanceof Error ? e.message : String(e) } satisfies EmbeddedServerReply),
);

port.on('message', (message: 'close') => {
  if (message !== 'close') return;
  void started
    .then(async ({ db, server }) => {
      await server.stop();
      await db.close();
    })
    .catch(() => {})
    .finally(() => {
      port.postMessage({ closed: true } satisfies EmbeddedServerReply);
      port.close();
    });
});
