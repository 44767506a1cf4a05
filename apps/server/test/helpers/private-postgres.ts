import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The bin directory of the installed PostgreSQL (15 when present, else the newest), or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(path.join(ROOT, v, 'bin', 'initdb')) && existsSync(path.join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? path.join(ROOT, chosen, 'bin') : null;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own (initdb in a temporary directory, trust authentication, loopback
 * only, a free port), for tests that stop and start the database: the shared cluster other suites
 * use is never touched. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'hadal-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  /** Runs a PostgreSQL tool without blocking the event loop (the test keeps sending and reading meanwhile). */
  const run = async (tool: string, args: string[]) => {
    const argv = [path.join(bin, tool), ...args];
    const [cmd, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...argv] : argv;
    await promisify(execFile)(cmd!, rest, { timeout: 60_000 }).catch((e: { stderr?: string; message: string }) => {
      throw new Error(`${tool} failed: ${e.stderr ?? ''}${e.message}`);
    });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const start = () =>
    run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', options]);
  await start();
  let running = true;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode) {
      await run('pg_ctl', ['stop', '-D', data, '-w', '-t', '60', '-m', mode]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) {
        try {
          await run('pg_ctl', ['stop', '-D', data, '-w', '-m', 'immediate']);
        } catch {
          // Already stopped: nothing to end.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
