import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestLogController } from './request-log';

async function logged(level: string, urls: string[]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, stream), logController: createRequestLogController() });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/lessons', async () => []);
  for (const url of urls) await app.inject(url);
  await app.close();
  return lines.filter((l) => l.msg !== 'Server listening');
}

describe('request log', () => {
  it('writes one line per request, without the query string', async () => {
    const lines = await logged('info', ['/api/lessons?token=secret']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/lessons', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes nothing for health checks', async () => {
    expect(await logged('info', ['/api/health', '/api/health'])).toHaveLength(0);
  });

  it('writes no request line when the level is above info, nor in silence', async () => {
    expect(await logged('warn', ['/api/lessons', '/api/lessons?x=1'])).toHaveLength(0);
    expect(await logged('silent', ['/api/lessons'])).toHaveLength(0);
  });

  it('also logs the arrival at debug level', async () => {
    const lines = await logged('debug', ['/api/lessons']);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request']);
  });
});
