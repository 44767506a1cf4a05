import path from 'node:path';
import { buildApp, type AppInstance } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { loadOrCreateSecrets } from './lib/secrets';
import { ensureBootstrapAdmin } from './modules/auth/bootstrap-admin';

export interface RunningServer {
  app: AppInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Open the database, migrate, build the app and listen. Used by main.ts and by benchmarks. */
export async function startServer(config: Config, logger: boolean | object = true): Promise<RunningServer> {
  const database = config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    await ensureBootstrapAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    const secrets = loadOrCreateSecrets(config.DATA_DIR, config);
    const app = await buildApp({ config, database, secrets, logger });
    const registered = await app.deps.content.registerFromDisk();
    app.log.info(registered, 'lesson bundles registered');
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = config.PUBLIC_URL.replace(/:\d+$/, `:${port}`);
    return {
      app,
      database,
      url,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (e) {
    await database.close().catch(() => {});
    throw e;
  }
}
