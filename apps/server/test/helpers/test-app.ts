import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { buildApp, type AppInstance, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestClock, type TestClock } from '../../src/lib/clock';
import type { Secrets } from '../../src/lib/secrets';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: AppInstance;
  clock: TestClock;
  config: Config;
  db: AppInstance['deps']['database']['db'];
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

/** Builds the whole app on a fresh database; closed and dropped after the file's tests. */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: TestClock } & Pick<
    BuildAppOptions,
    'mailer' | 'captcha' | 'rateLimits'
  > = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = options.clock ?? createTestClock();
  const config = testConfig(options.env);
  const { mailer, captcha, rateLimits } = options;
  const app = await buildApp({
    config,
    database,
    secrets: testSecrets,
    clock,
    logger: false,
    mailer,
    captcha,
    rateLimits,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  return { app, clock, config, db: database.db };
}
