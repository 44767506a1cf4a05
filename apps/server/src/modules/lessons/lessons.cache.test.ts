import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { COMPRESS_MIN_BYTES } from '@/lib/cached-answer';
import { loadBundles, registerBundles } from '@/modules/content';

let ctx: TestContext;
let auth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR } });
  await ctx.services.content.registerFromDisk();
  await ctx.services.content.activate('test-core', 1);
  auth = await authHeader(ctx, await createUser(ctx));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });

describe.each([
  ['lesson list', '/api/lessons?limit=200'],
  ['lesson detail', '/api/lessons/a1-vocab-greetings'],
])('%s: a cached content answer', (_name, url) => {
  it('carries an ETag naming the bundle version, private revalidation and Vary', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"test-core\.1-[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 Not Modified, without a body, when the client holds the same version', async () => {
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('still requires a signed-in learner before answering 304', async () => {
    const first = await get(url);
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sends brotli, gzip or plain bytes of the same JSON as the client accepts', async () => {
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    const none = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    if (plain.rawPayload.length < COMPRESS_MIN_BYTES) {
      // Too small to be worth compressing: sent as it is.
      expect(br.headers['content-encoding']).toBeUndefined();
      expect(br.body).toBe(plain.body);
      return;
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('content answers and bundle versions', () => {
  it('changes the ETag when another bundle version becomes active', async () => {
    const before = await get('/api/lessons?limit=200');
    const loaded = loadBundles(FIXTURE_CONTENT_DIR).map((b) => ({
      ...b,
      manifest: b.manifest && { ...b.manifest, version: 2 },
    }));
    await registerBundles(ctx.db, loaded);
    expect(await ctx.services.content.activate('test-core', 2)).not.toBeNull();
    try {
      const after = await get('/api/lessons?limit=200', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).toMatch(/^"test-core\.2-/);
    } finally {
      await ctx.services.content.activate('test-core', 1);
    }
  });

  it('keeps no-store on private answers', async () => {
    const res = await get('/api/lessons/progress/global');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
