import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, DYNAMIC_COMPRESS_MIN_BYTES, DYNAMIC_COMPRESSION } from './cached-answer';

describe('chooseEncoding', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ];

  it('picks brotli, then gzip, else none, the same on every call', () => {
    for (let round = 0; round < 3; round++)
      for (const [header, expected] of cases) expect(chooseEncoding(header)).toBe(expected);
  });

  it('gives the same choices after many distinct headers have come and gone', () => {
    for (let i = 0; i < 200; i++) expect(chooseEncoding(`gzip;q=0.${i % 9}, x-${i}`)).toBe(i % 9 ? 'gzip' : 'identity');
    for (const [header, expected] of cases) expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression of answers made per request', () => {
  it('brotli-compresses an answer above the threshold, and sends a small one as it is', async () => {
    const app = Fastify();
    await app.register(compress, DYNAMIC_COMPRESSION);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ lesson: `lesson-${i}`, completed: i % 2 === 0 }));
    const big = { rows: rows(200) };
    // A learner's progress list is about this size: it goes as it is.
    const small = { rows: rows(60) };
    expect(JSON.stringify(big).length).toBeGreaterThan(DYNAMIC_COMPRESS_MIN_BYTES);
    expect(JSON.stringify(small).length).toBeGreaterThan(1024);
    expect(JSON.stringify(small).length).toBeLessThan(DYNAMIC_COMPRESS_MIN_BYTES);
    app.get('/big', async () => big);
    app.get('/small', async () => small);
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    const plain = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(small);
    await app.close();
  });
});
