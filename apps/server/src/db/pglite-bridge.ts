import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  BridgeQueryResult,
  BridgeReply,
  BridgeRequest,
  RowMode,
  SerializedDbError,
} from './pglite-bridge.protocol';

/** Distributes Omit over a union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The part of PGlite's client that drizzle's PGlite driver uses. */
export interface PgliteLikeClient {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<BridgeQueryResult>;
  transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T>;
}

/** An error from the database thread, with the fields callers inspect (code, constraint…). */
export class BridgedDatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  constructor(error: SerializedDbError) {
    super(error.message);
    this.name = 'DatabaseError';
    Object.assign(this, error);
  }
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
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer?: NodeJS.Timeout }>();
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
  worker.on('message', (message: BridgeReply | { ready: true }) => {
    if ('ready' in message) {
      ready = true;
      for (const start of waitingForReady.splice(0)) start();
      return;
    }
    const p = pending.get(message.id);
    if (!p) {
      // A transaction that opened after its caller stopped waiting must not hold the database.
      if (abandonedBegins.delete(message.id) && message.ok && message.result && 'tx' in message.result)
        worker.postMessage({ id: nextId++, op: 'end', tx: message.result.tx, commit: false } satisfies BridgeRequest);
      return;
    }
    pending.delete(message.id);
    clearTimeout(p.timer);
    if (message.ok) p.resolve(message.result);
    else p.reject(new BridgedDatabaseError(message.error));
  });
  worker.on('error', (e) => failAll(new Error(`database is closed: ${e.message}`)));
  worker.on('exit', () => failAll(new Error('database is closed')));

  function call<T>(request: WithoutId<BridgeRequest>, timeoutMs: number | null = options.queryTimeoutMs): Promise<T> {
    if (closedError) return Promise.reject(closedError);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const entry: { resolve(v: unknown): void; reject(e: Error): void; timer?: NodeJS.Timeout } = {
        resolve: resolve as (v: unknown) => void,
        reject,
      };
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
      worker.postMessage({ ...request, id } as BridgeRequest);
    });
  }

  function clientFor(tx?: number): PgliteLikeClient {
    return {
      query: (sql, params = [], queryOptions) =>
        call<BridgeQueryResult>({ op: 'query', sql, params, rowMode: queryOptions?.rowMode ?? 'object', tx }),
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
