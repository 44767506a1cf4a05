import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@test/helpers/test-app';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';

function expectPlayableWav(body: Buffer) {
  expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('latin1')).toBe('WAVE');
  expect(body.readUInt32LE(4)).toBe(body.length - 8);
  expect(body.length).toBeGreaterThan(4_000);
}

describe('GET /audio/{file}', async () => {
  const ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR } });
  const synthesize = vi.spyOn(ctx.adapters.tts, 'synthesize');

  it('synthesises a lesson key lazily, then serves it from the store', async () => {
    const t0 = performance.now();
    const first = await ctx.app.inject({ method: 'GET', url: '/audio/soo_dhawoow.wav' });
    const coldMs = performance.now() - t0;
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['x-audio-source']).toBe('synthesised');
    expectPlayableWav(first.rawPayload);
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(synthesize).toHaveBeenCalledWith('Soo dhawoow');

    const t1 = performance.now();
    const second = await ctx.app.inject({ method: 'GET', url: '/audio/soo_dhawoow.wav' });
    const cachedMs = performance.now() - t1;
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(synthesize).toHaveBeenCalledTimes(1);
    console.info(`audio timing: cold ${coldMs.toFixed(0)} ms, cached ${cachedMs.toFixed(1)} ms`);
  });

  it('answers 304 without the bytes when the browser already holds the file', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/audio/soo_dhawoow.wav' });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/audio/soo_dhawoow.wav',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/audio/soo_dhawoow.wav',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('synthesises one key once when requests arrive together', async () => {
    synthesize.mockClear();
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/audio/iska_warran.wav' }),
      ctx.app.inject({ method: 'GET', url: '/audio/iska_warran.wav' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(synthesize).toHaveBeenCalledTimes(1);
  });

  it('resolves the review rule: the key of a vocabulary answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/audio/nabadgelyo.wav' });
    expect(res.statusCode).toBe(200);
    expectPlayableWav(res.rawPayload);
  });

  it('prefers a native recording in the bundle', async () => {
    synthesize.mockClear();
    const res = await ctx.app.inject({ method: 'GET', url: '/audio/waa_nabad.wav' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-audio-source']).toBe('recording');
    expect(synthesize).not.toHaveBeenCalled();
  });

  it('answers 404 JSON for an unknown or malformed key', async () => {
    for (const url of ['/audio/no_such_words.wav', '/audio/..%2Fsecret.wav', '/audio/Nabad.wav', '/audio/nabad.mp3']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Audio not found' });
    }
  });
});

describe('GET /images/lessons/{file}', async () => {
  const ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR } });

  it('serves an image of the active bundle and 404s a missing one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/images/lessons/pixel.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const missing = await ctx.app.inject({ method: 'GET', url: '/images/lessons/none.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Image not found' });
    const sneaky = await ctx.app.inject({ method: 'GET', url: '/images/lessons/..%2Fbundle.json' });
    expect(sneaky.statusCode).toBe(404);
  });
});
