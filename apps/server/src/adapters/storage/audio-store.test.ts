import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AudioStore } from './audio-store';
import { createLocalAudioStore } from './local.store';
import { createS3AudioStore } from './s3.store';

/** A local stand-in for an S3-compatible service: path-style PUT, GET and DELETE of objects in memory. */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; type?: string; cacheControl?: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
        res.writeHead(403).end();
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: req.headers['content-type'],
          cacheControl: req.headers['cache-control'] as string | undefined,
        });
        res.writeHead(200, { etag: '"1"' }).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      const o = objects.get(key);
      if (req.method === 'GET' && o) {
        res
          .writeHead(200, { 'content-type': o.type ?? 'application/octet-stream', 'content-length': o.body.length })
          .end(o.body);
        return;
      }
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { objects, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

async function roundTrip(store: AudioStore) {
  expect(await store.get('espeak-ar/nabad.wav')).toBeNull();
  await store.put('espeak-ar/nabad.wav', Buffer.from('RIFF....WAVE'), 'audio/wav');
  expect((await store.get('espeak-ar/nabad.wav'))?.toString()).toBe('RIFF....WAVE');
  await store.put('family-voice/gone.mp3', Buffer.from('ID3'), 'audio/mpeg');
  await store.delete('family-voice/gone.mp3');
  expect(await store.get('family-voice/gone.mp3')).toBeNull();
  // Deleting what is not there is not an error.
  await store.delete('family-voice/gone.mp3');
  await expect(store.get('../etc/passwd')).rejects.toThrow('invalid audio store key');
}

describe('audio stores', async () => {
  const s3 = await fakeS3();
  afterAll(() => s3.close());

  it('keeps files under a local folder', async () => {
    await roundTrip(createLocalAudioStore(mkdtempSync(path.join(tmpdir(), 'hadal-audio-'))));
  });

  it('keeps objects in an S3-compatible bucket, path-style, with immutable caching', async () => {
    const store = createS3AudioStore({
      bucket: 'hadal-audio',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    });
    await roundTrip(store);
    const o = s3.objects.get('/hadal-audio/espeak-ar/nabad.wav');
    expect(o?.type).toBe('audio/wav');
    expect(o?.cacheControl).toBe('public, max-age=31536000, immutable');
  });
});
