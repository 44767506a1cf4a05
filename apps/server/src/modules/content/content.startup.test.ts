import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { testConfig } from '@test/helpers/test-app';
import { silentLogger } from '@/lib/logger';
import { startServer } from '@/server';

describe('server start', () => {
  it('registers the bundles on disk, once, across restarts, and serves their audio', async () => {
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-start-')),
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      PORT: '0',
    };
    for (let run = 0; run < 2; run++) {
      const server = await startServer(testConfig(env), silentLogger);
      try {
        const bundles = await server.services.content.listBundles();
        expect(bundles.map((b) => [b.bundle_id, b.version, b.is_active, b.lesson_count])).toEqual([
          ['test-core', 1, true, 2],
        ]);
        const res = await server.app.inject({ method: 'GET', url: '/audio/waa_nabad.wav' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-audio-source']).toBe('recording');
      } finally {
        await server.close();
      }
    }
  }, 60_000);
});
