import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnreachableAtStart } from './db/wait-for-database';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const server = await startServer(config);
  const { app } = server;
  app.log.info(
    { database: server.database.kind, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR },
    `Hadal is running at ${server.url}`,
  );
  console.log(`\n  Hadal is running at ${server.url}\n`);
  // In-flight requests finish, then the database closes cleanly.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await server.close();
  });
}

main().catch((e: unknown) => {
  // A database that never answered: the message names DATABASE_URL, no stack needed.
  console.error(e instanceof DatabaseUnreachableAtStart ? e.message : e);
  process.exit(1);
});
