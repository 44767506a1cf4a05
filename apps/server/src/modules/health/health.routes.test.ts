import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { DATABASE_RETRY_AFTER_S } from '@/plugins/error-handler';
import { silentLogger } from '@/lib/logger';
import { createTestApp } from '@test/helpers/test-app';
import { createHealthService } from './health.service';

const ctx = await createTestApp();

describe('GET /api/health', () => {
  it('answers 200 with the database state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 when the database is unreachable', async () => {
    // The same app with one fake service: a database that refuses connections.
    const unreachable = { kind: 'postgres' as const, ping: () => Promise.reject(new Error('connection refused')) };
    const broken = await buildApp({
      config: ctx.config,
      services: { ...ctx.services, health: createHealthService({ database: unreachable, version: 'test' }) },
      log: silentLogger,
    });
    const res = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    await broken.close();
  });
});

describe('conventions', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('/api/does-not-exist');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('sends a content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends every security header helmet sets, on answers and on errors', async () => {
    const expected = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
