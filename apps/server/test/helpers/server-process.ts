import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '@/paths';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the address the process listens on, once it says it is running. */
  url: Promise<string>;
  output(): string;
  /** Resolves once the process has written a line containing `text`. */
  waitFor(text: string | RegExp): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the real entry point (src/main.ts through tsx) as its own process, as `npm start` does. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
    cwd: SERVER_ROOT,
    env: { ...process.env, TEST_DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: { match: string | RegExp; resolve(line: string): void }[] = [];
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const w of [...watchers]) {
      const line = output
        .split('\n')
        .find((l) => (typeof w.match === 'string' ? l.includes(w.match) : w.match.test(l)));
      if (line) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (match: string | RegExp) =>
    new Promise<string>((resolve, reject) => {
      watchers.push({ match, resolve });
      onData(Buffer.alloc(0));
      void exited.then((code) => reject(new Error(`exited with ${code} before "${match}": ${output}`)));
    });
  const url = waitFor(/Hadal is running at http:\/\/\S+/).then((line) => /(http:\/\/[^\s"]+)/.exec(line)![1]!);
  return {
    child,
    url,
    output: () => output,
    waitFor,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
