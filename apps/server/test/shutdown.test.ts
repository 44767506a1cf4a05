import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { SERVER_ROOT } from '@/paths';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/plugins/error-handler';
import { freePort } from '@test/helpers/free-port';
import { startServerProcess } from '@test/helpers/server-process';

const startProcess = (dataDir: string) =>
  startServerProcess({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'trace', CAPTCHA: 'off' });

// A real process on a new PGlite directory: first start runs initdb (several seconds on a busy machine).
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe('graceful shutdown', () => {
  it(
    'finishes in-flight requests on SIGTERM and closes the database cleanly',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hadal-shutdown-'));
      const server = startProcess(dataDir);
      const url = await server.url;
      const inFlight = fetch(`${url}/api/health`);
      // Signal once the server has accepted the request, so it is in flight during shutdown (health
      // checks are logged on arrival at trace level only).
      await expect
        .poll(() => server.output().includes('incoming request'), { timeout: 10_000, interval: 5 })
        .toBe(true);
      server.child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
      expect(server.output()).toContain('shutting down');
      // The database directory reopens: it was closed, not left mid-write.
      const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      await reopened.ping();
      await reopened.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers every request in flight when SIGTERM arrives under load, then exits',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hadal-shutdown-load-'));
      const server = startProcess(dataDir);
      const url = await server.url;
      const count = (text: string) => server.output().split(text).length - 1;
      const before = count('incoming request');
      // Sign-in attempts each hash a password off the event loop: dozens of them are in flight at once.
      const requests = Array.from({ length: 40 }, (_, i) =>
        fetch(`${url}/api/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: `nobody${i}@hadal.test`, password: 'Wrong-pass-1!' }).toString(),
        }).then(
          (res) => res.status,
          (e: Error) => `failed: ${e.message}`,
        ),
      );
      await expect
        .poll(() => count('incoming request') - before, { timeout: 20_000, interval: 5 })
        .toBeGreaterThanOrEqual(40);
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(requests);
      // Every request was answered (refused sign-ins, some past the per-address limit), none cut off.
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'drains a kept-alive connection on SIGTERM: the request in flight is answered, the next one gets 503 {detail} and Connection: close',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hadal-shutdown-drain-'));
      const server = startProcess(dataDir);
      const { hostname, port } = new URL(await server.url);
      const socket = net.connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('error', () => {});
      await once(socket, 'connect');
      const before = server.output().split('incoming request').length;
      // The first request's headers arrive now, its body later: it is in flight when SIGTERM comes.
      socket.write(
        'POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n' +
          'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n',
      );
      await expect
        .poll(() => server.output().split('incoming request').length, { timeout: 10_000, interval: 5 })
        .toBeGreaterThan(before);
      server.child.kill('SIGTERM');
      await server.waitFor('draining connections');
      // Its body, and a second request on the same kept-alive connection, once the drain began.
      socket.write('{}GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
      await once(socket, 'close');
      const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toContain('{"detail":"Signed out"}');
      expect(second).toMatch(/^HTTP\/1\.1 503/);
      expect(second).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(second!.split('\r\n\r\n')[1]!)).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'retries a database unreachable at start for DATABASE_START_TIMEOUT_MS, then exits naming DATABASE_URL',
    async () => {
      const closed = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          PORT: '0',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-no-db-')),
          DATABASE_URL: `postgres://hadal:not-to-be-printed@127.0.0.1:${closed}/hadal`,
          DATABASE_START_TIMEOUT_MS: '1500',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(out).toContain('DATABASE_URL: the database at 127.0.0.1:');
      expect(out).toContain('did not answer within 1500 ms');
      // It was asked more than once before giving up, and the password never appears.
      expect(out).toContain('database not reachable yet; trying again');
      expect(out).not.toContain('not-to-be-printed');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses to start on a bad variable and names it',
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
        cwd: SERVER_ROOT,
        env: { ...process.env, PORT: 'not-a-port' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(err).toContain('PORT');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
