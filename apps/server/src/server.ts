import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createAdapters } from '@/adapters';
import { buildApp } from '@/app';
import type { AppInstance } from '@/app-types';
import type { Config } from '@/config';
import { openDatabase, type Database } from '@/db/client';
import { describeDatabaseUrl, waitForDatabase } from '@/db/wait-for-database';
import { createLogger } from '@/lib/logger';
import { systemClock } from '@/lib/clock';
import { loadOrCreateSecrets } from '@/lib/secrets';
import { ensureBootstrapAdmin } from '@/modules/users';
import { createServices, type Services } from '@/services';

export interface RunningServer {
  app: AppInstance;
  database: Database;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** Open the database, migrate, build adapters, services and the app, and listen. Used by main.ts and benchmarks. */
export async function startServer(config: Config, log = createLogger(config)): Promise<RunningServer> {
  // Everything this process writes (the data directory, secrets, the embedded database, audio,
  // the mail outbox) is readable and writable by its own user only.
  process.umask(0o077);
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  chmodSync(config.DATA_DIR, 0o700);
  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolMax: config.DATABASE_POOL_MAX,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.DATA_DIR, 'pglite'),
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      });
  let adapters: Awaited<ReturnType<typeof createAdapters>> | undefined;
  try {
    if (config.DATABASE_URL) {
      const where = describeDatabaseUrl(config.DATABASE_URL);
      await waitForDatabase({
        ping: () => database.ping(),
        timeoutMs: config.DATABASE_START_TIMEOUT_MS,
        where,
        onRetry: (attempt, err, waitMs) =>
          log.warn({ attempt, waitMs, err, database: where }, 'database not reachable yet; trying again'),
      });
    }
    await database.migrate();
    const secrets = loadOrCreateSecrets(config.DATA_DIR, config);
    const clock = systemClock;
    adapters = await createAdapters({ config, db: database.db, clock, secrets, log });
    const services = createServices({ config, database, clock, adapters, secrets, log });
    // Processes already running may hold the administrator's row as it was before the repair.
    const bootstrapAdminId = await services.uow.run(async (db, wrote) => {
      const id = await ensureBootstrapAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      if (id !== null) wrote.account(id);
      return id;
    });
    // Test and benchmark environments give the bootstrap administrator a second factor they can answer.
    if (bootstrapAdminId !== null && config.ADMIN_TOTP_SECRET)
      await services.mfa.enableWithSecret(bootstrapAdminId, config.ADMIN_TOTP_SECRET);
    const app = await buildApp({ config, services, log });
    const registered = await services.content.registerFromDisk();
    app.log.info(registered, 'lesson bundles registered');
    // The support inbox's SMTP listener, when SUPPORT_SMTP_PORT is set (a port in use stops the start).
    await services.support.start();
    await app.listen({ port: config.PORT, host: config.HOST });
    // Every process may run a worker: claims in the shared jobs table keep each job to one of them.
    if (config.JOBS_WORKER) services.jobs.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = config.PUBLIC_URL.replace(/:\d+$/, `:${port}`);
    const opened = adapters;
    return {
      app,
      database,
      services,
      url,
      async close() {
        await services.support.stop();
        await services.jobs.stop();
        await app.close();
        await opened.close();
        await database.close();
      },
    };
  } catch (e) {
    await adapters?.close().catch(() => {});
    await database.close().catch(() => {});
    throw e;
  }
}
