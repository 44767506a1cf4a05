import type { Logger } from 'pino';
import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { createAdapters, type Adapters } from '@/adapters';
import { buildApp } from '@/app';
import type { AppInstance } from '@/app-types';
import { loadConfig, type Config } from '@/config';
import { createTestClock, type TestClock } from '@/lib/clock';
import { silentLogger } from '@/lib/logger';
import { contractViolations } from '@/plugins/response-contract';
import type { Secrets } from '@/lib/secrets';
import { createServices, type Services } from '@/services';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: AppInstance;
  services: Services;
  adapters: Adapters;
  clock: TestClock;
  config: Config;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
}

/** Environment every test app starts from; override per test file. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/hadal-test-${randomBytes(4).toString('hex')}`,
    PUBLIC_URL: 'http://hadal.test',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
}

export const testSecrets: Secrets = {
  jwtSecret: 'test-jwt-secret-test-jwt-secret-0123456789',
  captchaHmacKey: 'test-captcha-key-test-captcha-key-0123456789',
};

export type TestAppOptions = { env?: Record<string, string>; clock?: TestClock; log?: Logger } & Partial<Adapters>;

/**
 * Builds the whole app the way main.ts does (adapters → services → buildApp) on a fresh database;
 * adapters given in `options` (fakes) replace the configured ones. Closed and dropped after the file.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { env, clock: givenClock, log: givenLog, ...given } = options;
  const database = await createTestDatabase();
  const clock = givenClock ?? createTestClock();
  const config = testConfig(env);
  const log = givenLog ?? silentLogger;
  const adapters = await createAdapters({ config, db: database.db, clock, secrets: testSecrets, log }, given);
  const services = createServices({ config, database, clock, adapters, secrets: testSecrets, log });
  const app = await buildApp({ config, services, log });
  await app.ready();
  afterAll(async () => {
    // Every answer this file's tests saw is declared, with its schema, in the OpenAPI document.
    expect(contractViolations, 'answers outside the declared API contract').toEqual([]);
    await app.close();
    await adapters.close();
    await database.drop();
  });
  return { app, services, adapters, clock, config, database, db: database.db };
}
