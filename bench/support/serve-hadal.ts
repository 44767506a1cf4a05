/**
 * Runs Hadal for the benchmark in its own process (so the load generator does not share its
 * event loop), then prints one JSON line: the URL and a signed-in learner's auth header.
 * Environment: the server's own variables (DATA_DIR, CONTENT_DIR, DATABASE_URL, ...).
 */
import { loadConfig } from '../../apps/server/src/config';
import { silentLogger } from '../../apps/server/src/lib/logger';
import { startServer } from '../../apps/server/src/server';
import { createBenchLearner } from './learner';

const server = await startServer(loadConfig(process.env), silentLogger);
// A PostgreSQL database may hold other bundles from earlier runs: measure the 200-lesson one.
await server.services.content.activate('bench-200');
const auth = await createBenchLearner(server);
process.stdout.write(`${JSON.stringify({ url: server.url, auth })}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
