import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILT_ENTRIES } from './built-entries';

/** The Hadal processes run built, with `node` alone, as in production. */
const BUILT = new Set(Object.values(BUILT_ENTRIES).map((source) => path.basename(source)));

function entry(script: string): string[] {
  if (!BUILT.has(script)) return ['--import', 'tsx', path.join(import.meta.dirname, script)];
  const built = path.join(import.meta.dirname, '../dist', script.replace(/\.ts$/, '.js'));
  if (!existsSync(built)) throw new Error('Build the benchmark first: npm run build -w @hadal/bench');
  return [built];
}

/** Starts a benchmark entry (see `entry`) in a child process and resolves with the JSON line it prints. */
export async function startChild<T>(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF_DIR: a V8 CPU profile of each Hadal process, written when it stops.
      ...(process.env.BENCH_CPU_PROF_DIR && BUILT.has(script)
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
        : []),
      // BENCH_NODE_FLAGS: Node flags for each Hadal process (to try one, e.g. a V8 heap setting).
      ...(process.env.BENCH_NODE_FLAGS && BUILT.has(script) ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ...entry(script),
      ...args,
    ],
    {
      // The server's sources use the `@/` alias: resolve it with the bench tsconfig.
      env: { TSX_TSCONFIG_PATH: path.join(import.meta.dirname, '../tsconfig.json'), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const info = await new Promise<T>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffer += d.toString();
      // Only complete lines: a long JSON line arrives in several chunks.
      const line = buffer
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    info,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
