import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeptAnswers, sendKeptAnswer } from './answer-text';
import { DYNAMIC_COMPRESS_MIN_BYTES } from './cached-answer';

const schema = z.array(z.object({ id: z.number().int(), answer: z.string(), due_at: z.string().nullable() }));
type Answer = z.output<typeof schema>;

/** A bare server whose one route sends `answer` as a kept answer. */
function serving(answer: Answer) {
  const kept = createKeptAnswers(schema);
  const app = Fastify();
  app.get('/kept', (request, reply) => sendKeptAnswer(request, reply, kept(answer)));
  return app;
}

const many = (n: number): Answer =>
  Array.from({ length: n }, (_, i) => ({ id: i, answer: `Waan ku faraxsanahay ${i}`, due_at: null }));

describe('a kept answer', () => {
  it('is the answer as JSON, with only the fields the schema names', () => {
    const kept = createKeptAnswers(schema);
    const answer = [{ id: 1, answer: 'Nabad "peace"', due_at: null, secret: 'x' }];
    expect(JSON.parse(kept(answer).body.toString())).toEqual([{ id: 1, answer: 'Nabad "peace"', due_at: null }]);
  });

  it('is written once per answer object', () => {
    const encode = vi.spyOn(schema, 'encode');
    const kept = createKeptAnswers(schema);
    const answer = [{ id: 1, answer: 'Nabad', due_at: null }];
    expect(kept(answer)).toBe(kept(answer));
    expect(encode).toHaveBeenCalledTimes(1);
    kept([...answer]);
    expect(encode).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer of the wrong shape', () => {
    const kept = createKeptAnswers(schema);
    expect(() => kept([{ id: 'one', answer: 'Nabad', due_at: null }] as never)).toThrow();
  });

  it('is compressed only from the size answers made per request are', () => {
    const kept = createKeptAnswers(schema);
    const small = kept(many(3));
    expect(small.compressible).toBe(false);
    const large = kept(many(200));
    expect(large.body.length).toBeGreaterThanOrEqual(DYNAMIC_COMPRESS_MIN_BYTES);
    expect(large.compressible).toBe(true);
  });
});

describe('sending a kept answer', () => {
  it('sends a small answer as it is, as JSON that no cache keeps, without an ETag', async () => {
    const answer = many(3);
    const response = await serving(answer).inject({ url: '/kept', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
    expect(response.json()).toEqual(answer);
  });

  it('sends a large answer compressed in the encoding the client prefers, and as it is to one that takes none', async () => {
    const answer = many(200);
    const app = serving(answer);
    const br = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    const gzip = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
  });
});
