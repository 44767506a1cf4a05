import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { EmbeddedServerData, EmbeddedServerReply } from './pglite-server.protocol';

/**
 * PostgreSQL settings of the embedded database. Its buffers live in the process's memory (the
 * WebAssembly heap), unlike a PostgreSQL server's: 16 MB of shared buffers hold Hadal's hot rows,
 * and the files' pages stay in the operating system's cache (docs/decisions/embedded-database.md).
 */
export const PGLITE_POSTGRESQL_CONF = ['shared_buffers=16MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB'];

const execFileAsync = promisify(execFile);
/** Development and tests run the TypeScript sources; production the bundle in dist/. */
const fromSource = import.meta.url.endsWith('.ts');

/** tsx's ESM loader (its `require` entry is a different file), for the sources in development and tests. */
function tsxLoader(entry: 'tsx/esm' | 'tsx/esm/api'): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve(entry)
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;
}

/**
 * The bundled file beside main.js in production; in development and tests the TypeScript source,
 * loaded through tsx's loader registered inside the new thread.
 */
function createWorker(workerData: EmbeddedServerData): Worker {
  if (!fromSource) return new Worker(new URL('./pglite-server.js', import.meta.url), { workerData });
  const source = new URL('./pglite-server.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxLoader('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** Creates a new database directory in a process of its own (pglite-init.ts), which then exits. */
async function createDirectory(dataDir: string, postgresqlConf: string[]): Promise<void> {
  const script = fileURLToPath(new URL(`./pglite-init.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  const args = [
    ...(fromSource ? ['--import', tsxLoader('tsx/esm')] : []),
    script,
    dataDir,
    JSON.stringify(postgresqlConf),
  ];
  try {
    await execFileAsync(process.execPath, args);
  } catch (e) {
    const stderr = (e as { stderr?: string }).stderr?.trim().split('\n').at(-1);
    throw new Error(`The embedded database could not be created in ${dataDir}: ${stderr || (e as Error).message}`, {
      cause: e,
    });
  }
}

/** A thread of pglite-server.ts, and its answers in turn. */
function startThread(data: EmbeddedServerData) {
  const worker = createWorker(data);
  const replies: ((reply: EmbeddedServerReply) => void)[] = [];
  worker.on('message', (reply: EmbeddedServerReply) => replies.shift()?.(reply));
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const next = () =>
    Promise.race([
      new Promise<EmbeddedServerReply>((resolve) => replies.push(resolve)),
      exited.then((): EmbeddedServerReply => ({ failed: 'its thread stopped' })),
    ]);
  return { worker, next };
}

export interface EmbeddedServer {
  /** The directory of its Unix socket: node-postgres's `host` (the socket is `.s.PGSQL.<port>` in it). */
  socketDir: string;
  port: number;
  /** Stops serving and closes the database; resolves once its files are closed. */
  close(): Promise<void>;
}

const isNewDirectory = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Starts the embedded database (PGlite) on its own thread, serving the PostgreSQL protocol on a
 * Unix socket in a new directory only this user can enter (the socket has no password). Only this
 * process opens `dataDir` (a new one is first created by a short-lived process, see pglite-init.ts,
 * before this one opens it); if this process dies, the thread dies with it.
 */
export async function startEmbeddedServer(options: { dataDir?: string }): Promise<EmbeddedServer> {
  const { dataDir } = options;
  const postgresqlConf = PGLITE_POSTGRESQL_CONF;
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    if (isNewDirectory(dataDir)) await createDirectory(dataDir, postgresqlConf);
  }
  // mkdtemp makes the directory 0700.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'hadal-db-'));
  const port = 5432;
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // PostgreSQL compiled to WebAssembly: V8 otherwise compiles every one of its functions up front,
  // some 30 MB of machine code for functions Hadal never calls. Compiled on first call instead.
  v8.setFlagsFromString('--wasm-lazy-compilation');
  const thread = startThread({ dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${port}`), postgresqlConf });
  const started = await thread.next();
  if ('failed' in started) {
    await thread.worker.terminate();
    removeSocketDir();
    throw new Error(`The embedded database did not start: ${started.failed}`);
  }
  let closing: Promise<void> | undefined;
  return {
    socketDir,
    port,
    close: () =>
      (closing ??= (async () => {
        thread.worker.postMessage('close');
        await thread.next();
        await thread.worker.terminate();
        removeSocketDir();
      })()),
  };
}
