import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { silentLogger } from '@/lib/logger';
import { createTestApp } from '@test/helpers/test-app';

const ctx = await createTestApp();
const dist = mkdtempSync(path.join(tmpdir(), 'hadal-dist-'));
mkdirSync(path.join(dist, 'assets'));
// Above the 1 KB compression threshold, as the built page is.
const indexHtml = `<!doctype html><title>Hadal</title><div id="root">${'<p>Soo dhawoow!</p>'.repeat(80)}</div>`;
writeFileSync(path.join(dist, 'index.html'), indexHtml);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hadal")');
// The build's precompressed copy (marked, to tell which file was sent).
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli copy');
const app = await buildApp({
  config: { ...ctx.config, WEB_DIST_DIR: dist },
  services: ctx.services,
  log: silentLogger,
});

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/lesson/a1-vocab-greetings?x=1']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends index.html compressed to a browser that accepts it, with an ETag a revisit answers 304 to', async () => {
    const br = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(indexHtml);
    expect(br.rawPayload.length).toBeLessThan(indexHtml.length / 4);
    const etag = br.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);
    const again = await app.inject({ url: '/review', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy of an asset to a browser that accepts it, the file to others', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli copy');
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hadal")');
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('detail');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

/** OWASP ASVS 5.0 V3: every answer — the app, an API answer, an error — carries the same protections. */
describe('security headers', () => {
  it('are on the web app, an API answer and an error answer', async () => {
    const answers = {
      app: await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } }),
      api: await app.inject({ url: '/api/health' }),
      error: await app.inject({ url: '/api/nothing-here' }),
      invalid: await app.inject({ method: 'POST', url: '/api/auth/register', payload: '{"email":' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, name).toContain("default-src 'self'");
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("object-src 'none'");
      expect(csp, name).not.toContain("'unsafe-eval'");
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      expect(answer.headers['referrer-policy'], name).toBe('no-referrer');
      // Same origin, except that the social sign-in popup keeps its opener (spec 01 §7).
      expect(answer.headers['cross-origin-opener-policy'], name).toBe('same-origin-allow-popups');
      expect(answer.headers['x-powered-by'], name).toBeUndefined();
    }
  });

  it('leave the social callback page without an opener policy, so the popup can post its code back', async () => {
    for (const provider of ['google', 'microsoft']) {
      const page = await app.inject({
        url: `/auth/${provider}/callback?code=c&state=s`,
        headers: { accept: 'text/html' },
      });
      expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
  });
});
