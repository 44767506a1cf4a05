import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/*
 * Relative imports only: the page budgets (e2e/pages) start nginx with this helper too.
 */

export const NGINX_BINARY = '/usr/sbin/nginx';
/** The config Hadal ships for running several processes behind nginx. */
export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx/hadal.conf');

export interface RunningNginx {
  /** The site over HTTPS with HTTP/2, as browsers reach it. */
  url: string;
  /** The plain-HTTP listener, which only redirects to HTTPS. */
  plainUrl: string;
  /** The PEM certificate nginx presents (made for this run, for 127.0.0.1): trust it to connect. */
  certificate: string;
  stop(): Promise<void>;
}

/** A self-signed certificate and key for 127.0.0.1, made with Debian's openssl. */
function loopbackCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

async function accepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

/**
 * Runs nginx unprivileged in the foreground with the shipped config: its upstream pointed at
 * `backends`, its HTTPS and HTTP listeners moved to free loopback ports and its certificate one
 * made for the run; everything it writes stays in a temporary prefix.
 */
export async function startNginx(backends: string[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'hadal-nginx-'));
  const [tlsPort, plainPort] = [await freePort(), await freePort()];
  const { cert, key } = loopbackCertificate(prefix);
  const servers = backends.map((b) => `    server ${new URL(b).host} max_fails=3 fail_timeout=10s;`).join('\n');
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');
  const site = shipped
    .replace(/( {4}server 127\.0\.0\.1:\d+[^\n]*\n)+/, `${servers}\n`)
    .replace(/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${tlsPort} ssl http2;`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${plainPort};`)
    .replace(/^ {4}ssl_certificate \S+;$/m, `    ssl_certificate ${cert};`)
    .replace(/^ {4}ssl_certificate_key \S+;$/m, `    ssl_certificate_key ${key};`);
  if (!site.includes(`:${tlsPort} ssl http2;`) || !site.includes(`:${plainPort};`) || !site.includes(key))
    throw new Error('deploy/nginx/hadal.conf no longer has the listeners and certificate this helper moves');
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
  // Ready once both listeners accept connections.
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    if ((await accepts(tlsPort)) && (await accepts(plainPort))) break;
    if (i > 200) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `https://127.0.0.1:${tlsPort}`,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    certificate: readFileSync(cert, 'utf8'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
