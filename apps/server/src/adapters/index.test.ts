import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { createTestClock } from '@/lib/clock';
import { silentLogger } from '@/lib/logger';
import { testConfig, testSecrets } from '@test/helpers/test-app';
import { createAdapters } from './index';

// The adapters chosen here only keep the database handle; none of them queries it while being chosen.
const db = {} as Db;
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const adapters of opened) await adapters.close();
});

async function adaptersFor(env: Record<string, string>) {
  const adapters = await createAdapters({
    config: testConfig(env),
    db,
    clock: createTestClock(),
    secrets: testSecrets,
    log: silentLogger,
  });
  opened.push(adapters);
  return adapters;
}

describe('createAdapters', () => {
  it('chooses the embedded defaults when nothing optional is configured', async () => {
    const adapters = await adaptersFor({});
    expect(adapters.mailer.kind).toBe('outbox');
    expect(adapters.rateLimits.kind).toBe('database');
    expect(adapters.changes.kind).toBe('memory');
    expect(adapters.audioStore.kind).toBe('local');
    expect(adapters.inbox).toBeNull();
  });

  it('imports and chooses the S3 store when AUDIO_STORE=s3 names a bucket', async () => {
    const adapters = await adaptersFor({
      AUDIO_STORE: 's3',
      S3_BUCKET: 'hadal-audio',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(adapters.audioStore.kind).toBe('s3');
  });

  it('imports and chooses the SMTP mailer when SMTP_URL is set (nothing connects before the first message)', async () => {
    const adapters = await adaptersFor({ SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(adapters.mailer.kind).toBe('smtp');
  });
});
