import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '@/lib/logger';
import { startServer } from '@/server';
import { createTestApp, testConfig } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? [full, ...filesUnder(full)] : [full];
  });
}

describe('hardening', () => {
  it('creates the data directory, the secrets and the embedded database private to its user', async () => {
    const config = testConfig({ PORT: '0' });
    const server = await startServer(config, silentLogger);
    await server.close();
    expect(statSync(config.DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(config.DATA_DIR, 'secrets.json')).mode & 0o777).toBe(0o600);
    // The embedded database's files are neither readable nor writable by anyone else.
    const exposed = filesUnder(config.DATA_DIR).filter((f) => (statSync(f).mode & 0o077) !== 0);
    expect(exposed).toEqual([]);
  });

  it('keeps the API documentation off in production unless API_DOCS=true', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    expect((await prod.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const opted = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
    expect((await opted.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('marks answers with tokens or personal data no-store', async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    for (const url of ['/api/auth/me', '/api/auth/profile', '/api/lessons/progress']) {
      expect((await ctx.app.inject({ url, headers })).headers['cache-control'], url).toBe('no-store');
    }
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nobody&password=nothing',
    });
    expect(token.headers['cache-control']).toBe('no-store');
  });
});
