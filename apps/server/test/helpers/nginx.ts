import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@/paths';
import { freePort } from './free-port';

export const NGINX_BINARY = '/usr/sbin/nginx';
/** The config Hadal ships for running several processes behind nginx. */
export const SHIPPED_CONFIG = path.join(REPO_ROOT, 'deploy/nginx/hadal.conf');

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx unprivileged in the foreground with the shipped config, its upstream pointed at
 * `backends` and its listen port moved to a free loopback port; everything it writes stays in a
 * temporary prefix.
 */
export async function startNginx(backends: string[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'hadal-nginx-'));
  const port = await freePort();
  const servers = backends.map((b) => `    server ${new URL(b).host} max_fails=3 fail_timeout=10s;`).join('\n');
  const site = readFileSync(SHIPPED_CONFIG, 'utf8')
    .replace(/( {4}server 127\.0\.0\.1:\d+[^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(prefix, 'hadal.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  include ${prefix}/hadal.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX_BINARY, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Ready once it accepts connections.
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 200) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
