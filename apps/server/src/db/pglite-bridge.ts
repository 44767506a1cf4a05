import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BridgedDatabaseError, decodeResult, resultParsers } from './pglite-bridge.decode';
import type { BridgeQueryResult, BridgeReady, BridgeReply, BridgeRequest, RowMode } from './pglite-bridge.protocol';

export { BridgedDatabaseError };

/** Distributes Omit over a union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The part of PGlite's client that drizzle's PGlite driver uses. */
export interface PgliteLikeClient {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<BridgeQueryResult>;
  transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T>;
}

/**
 * The bundled file beside main.js in production; in development and tests the TypeScript source,
 * loaded through tsx's loader registered inside the new thread.
 */
function createWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  // tsx's ESM entry, found from this file (its `require` entry is a different file).
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

interface Pending {
  resolve(v: unknown): void;
  reject(e: Error): void;
  timer?: NodeJS.Timeout;
  /** A query's: how its raw answer becomes rows. */
  rowMode?: RowMode;
}

export interface PgliteBridge {
  client: PgliteLikeClient;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the embedded database on a worker thread and returns a client drizzle can drive. Every
 * call has a bound (`queryTimeoutMs`): a database thread that does not answer in time gives
 * "Database query timed out", which the app answers 503. If the thread dies, every call answers
 * "database is closed".
 */
export function startPgliteBridge(options: {
  dataDir?: string;
  migrationsFolder: string;
  queryTimeoutMs: number;
}): PgliteBridge {
  const worker = createWorker({ dataDir: options.dataDir, migrationsFolder: options.migrationsFolder });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closedError: Error | null = null;

  const failAll = (error: Error) => {
    closedError = error;
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  };
  let ready = false;
  const abandonedBegins = new Set<number>();
  const waitingForReady: (() => void)[] = [];
  // Requests made in one turn of the event loop go to the database thread in one message.
  let outbox: BridgeRequest[] = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    worker.postMessage(batch);
  };
  const send = (request: BridgeRequest) => {
    if (outbox.push(request) === 1) setImmediate(flush);
  };
  let parsers = resultParsers([]);
  worker.on('message', (message: BridgeReply[] | BridgeReady) => {
    if ('ready' in message) {
      ready = true;
      parsers = resultParsers(message.arrayTypes);
      for (const start of waitingForReady.splice(0)) start();
      return;
    }
    for (const reply of message) settle(reply);
  });
  function settle(message: BridgeReply): void {
    const p = pending.get(message.id);
    if (!p) {
      // A transaction that opened after its caller stopped waiting must not hold the database.
      if (abandonedBegins.delete(message.id) && message.ok && 'result' in message && message.result)
        send({ id: nextId++, op: 'end', tx: message.result.tx, commit: false });
      return;
    }
    pending.delete(message.id);
    clearTimeout(p.timer);
    if (!message.ok) p.reject(new BridgedDatabaseError(message.error));
    else if (!('raw' in message)) p.resolve(message.result);
    else {
      let result: BridgeQueryResult;
      try {
        result = decodeResult(message.raw, p.rowMode ?? 'object', parsers);
      } catch (e) {
        p.reject(e as Error);
        return;
      }
      p.resolve(result);
    }
  }
  worker.on('error', (e) => failAll(new Error(`database is closed: ${e.message}`)));
  worker.on('exit', () => failAll(new Error('database is closed')));

  function call<T>(
    request: WithoutId<BridgeRequest>,
    timeoutMs: number | null = options.queryTimeoutMs,
    rowMode?: RowMode,
  ): Promise<T> {
    if (closedError) return Promise.reject(closedError);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (v: unknown) => void, reject, rowMode };
      const startTimer = () => {
        if (!pending.has(id)) return;
        entry.timer = setTimeout(() => {
          pending.delete(id);
          if (request.op === 'begin') abandonedBegins.add(id);
          reject(new Error('Database query timed out'));
        }, timeoutMs!);
      };
      pending.set(id, entry);
      if (timeoutMs !== null) {
        if (ready) startTimer();
        else waitingForReady.push(startTimer);
      }
      send({ ...request, id } as BridgeRequest);
    });
  }

  function clientFor(tx?: number): PgliteLikeClient {
    return {
      query: (sql, params = [], queryOptions) =>
        call<BridgeQueryResult>({ op: 'query', sql, params, tx }, undefined, queryOptions?.rowMode ?? 'object'),
      async transaction(fn) {
        // Nested transactions are savepoints, which drizzle issues itself; the driver never nests here.
        if (tx !== undefined) return fn(clientFor(tx));
        const { tx: opened } = await call<{ tx: number }>({ op: 'begin' });
        let result;
        try {
          result = await fn(clientFor(opened));
        } catch (e) {
          await call({ op: 'end', tx: opened, commit: false }).catch(() => {});
          throw e;
        }
        await call({ op: 'end', tx: opened, commit: true });
        return result;
      },
    };
  }

  return {
    client: clientFor(),
    migrate: () => call({ op: 'migrate' }, null),
    async close() {
      if (closedError) return;
      await call({ op: 'close' }, 10_000).catch(() => {});
      failAll(new Error('database is closed'));
      await worker.terminate();
    },
  };
}
