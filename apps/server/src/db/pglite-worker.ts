/**
 * The embedded database on its own thread. The main thread sends queries over the bridge in
 * `pglite-bridge.ts`; this thread owns the PGlite instance, so one learner's database work never
 * holds up another request's JavaScript. Kept free of the app's path aliases: it is loaded as a
 * worker entry, from source in development and from dist/ in production.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BridgeRequest, BridgeReply, SerializedDbError } from './pglite-bridge.protocol';

if (!parentPort) throw new Error('pglite-worker must run as a worker thread');
const port = parentPort;

const { dataDir, migrationsFolder } = workerData as { dataDir?: string; migrationsFolder: string };
const db = new PGlite(dataDir);

// The same identity parsers drizzle's PGlite driver passes: dates, times and intervals stay text.
const identity = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    identity,
  ]),
);

const ROLLBACK = Symbol('rollback');
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean, replyId: number): void;
}
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

function serializeError(e: unknown): SerializedDbError {
  const err = (e ?? {}) as Record<string, unknown>;
  const out: SerializedDbError = { message: String(err.message ?? e) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity'] as const) {
    if (typeof err[key] === 'string') out[key] = err[key];
  }
  return out;
}

const reply = (message: BridgeReply) => port.postMessage(message);
const fail = (id: number, e: unknown) => reply({ id, ok: false, error: serializeError(e) });

function begin(id: number): void {
  const txId = nextTx++;
  let endReplyId = 0;
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        transactions.set(txId, {
          tx,
          finish(commit, replyId) {
            endReplyId = replyId;
            if (commit) resolve();
            else reject(ROLLBACK);
          },
        });
        reply({ id, ok: true, result: { tx: txId } });
      }),
  ).then(
    () => {
      transactions.delete(txId);
      reply({ id: endReplyId, ok: true, result: null });
    },
    (e: unknown) => {
      transactions.delete(txId);
      // Opening failed (no end was asked yet): the begin itself fails.
      if (!endReplyId) fail(id, e);
      else if (e === ROLLBACK) reply({ id: endReplyId, ok: true, result: null });
      else fail(endReplyId, e);
    },
  );
}

async function handle(message: BridgeRequest): Promise<void> {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
        if (!target) throw new Error('Transaction is no longer open');
        const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
        reply({
          id,
          ok: true,
          result: {
            rows: result.rows,
            affectedRows: result.affectedRows ?? 0,
            fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          },
        });
        return;
      }
      case 'begin':
        begin(id);
        return;
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error('Transaction is no longer open');
        open.finish(message.commit, id);
        return;
      }
      case 'migrate':
        await migrate(drizzle(db), { migrationsFolder });
        reply({ id, ok: true, result: null });
        return;
      case 'close':
        await db.close();
        reply({ id, ok: true, result: null });
        port.close();
        return;
    }
  } catch (e) {
    fail(id, e);
  }
}

port.on('message', (message: BridgeRequest) => void handle(message));
// Opening the database takes a while; calls' time bounds start once it is open.
void db.waitReady.then(() => port.postMessage({ ready: true }));
