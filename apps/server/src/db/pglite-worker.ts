/**
 * The embedded database on its own thread. The main thread sends queries over the bridge in
 * `pglite-bridge.ts`; this thread owns the PGlite instance, so one learner's database work never
 * holds up another request's JavaScript. Kept free of the app's path aliases: it is loaded as a
 * worker entry, from source in development and from dist/ in production.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { serializeError, type BridgeReady, type BridgeReply, type BridgeRequest } from './pglite-bridge.protocol';
import { statementRunner } from './pglite-worker.statements';

if (!parentPort) throw new Error('pglite-worker must run as a worker thread');
const port = parentPort;

const { dataDir, migrationsFolder } = workerData as { dataDir?: string; migrationsFolder: string };
const db = new PGlite(dataDir);
const statements = statementRunner(db);

const ROLLBACK = Symbol('rollback');
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean, replyId: number): void;
}
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

// Replies go back in batches (a few queries' answers per message), their buffers transferred.
const REPLIES_PER_MESSAGE = 8;
let outbox: BridgeReply[] = [];
let transfers: ArrayBuffer[] = [];
function flush(): void {
  if (!outbox.length) return;
  port.postMessage(outbox, transfers);
  outbox = [];
  transfers = [];
}
function reply(message: BridgeReply, transfer?: ArrayBuffer): void {
  if (transfer) transfers.push(transfer);
  if (outbox.push(message) === 1) setImmediate(flush);
  else if (outbox.length >= REPLIES_PER_MESSAGE) flush();
}
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
            transactions.delete(txId);
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

/**
 * PGlite's locks as its query() takes them: outside a transaction a query waits for any open
 * transaction to end; inside one it runs between that transaction's other statements.
 */
async function runQuery(message: Extract<BridgeRequest, { op: 'query' }>): Promise<Uint8Array> {
  await opened;
  await db._checkReady();
  if (message.tx === undefined)
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(() => statements.query(message.sql, message.params, false)),
    );
  if (!transactions.has(message.tx)) throw new Error('Transaction is no longer open');
  return db._runExclusiveQuery(() => statements.query(message.sql, message.params, true));
}

async function handle(message: BridgeRequest): Promise<void> {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const raw = await runQuery(message);
        reply({ id, ok: true, raw }, raw.buffer as ArrayBuffer);
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
        await db.runExclusive(() => statements.forgetAll());
        reply({ id, ok: true, result: null });
        return;
      case 'close':
        await db.close();
        reply({ id, ok: true, result: null });
        flush();
        port.close();
        return;
    }
  } catch (e) {
    fail(id, e);
  }
}

port.on('message', (batch: BridgeRequest[]) => {
  for (const message of batch) void handle(message);
});
// Opening the database takes a while; calls' time bounds start once it is open. The array types
// PGlite parses (its _initArrayTypes) go to the main thread, which parses the rows.
const opened = db.waitReady.then(() =>
  db.query<{ oid: number; typarray: number }>(
    `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
     LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
     WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`,
  ),
);
void opened.then(({ rows }) =>
  port.postMessage({ ready: true, arrayTypes: rows.map((r) => [r.oid, r.typarray]) } satisfies BridgeReady),
);
