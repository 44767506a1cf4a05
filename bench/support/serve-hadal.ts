/**
 * Runs Hadal's production build for the benchmark in its own process (so the load generator does
 * not share its event loop), seeds the learners, then prints one JSON line: the URL, a signed-in learner's
 * auth header and, for the many-learner benchmark, every seeded learner's token.
 * Environment: the server's own variables (DATA_DIR, CONTENT_DIR, DATABASE_URL, ...) and
 * BENCH_LEARNERS / BENCH_PROGRESS_PER_LEARNER (0 learners: only the one learner).
 */
import { createBenchLearner } from './learner';
import { loadProductionBuild } from './production-build';
import { seedLearners } from './seed';

const { loadConfig, silentLogger, startServer } = await loadProductionBuild();

const server = await startServer(loadConfig(process.env), silentLogger);
// A PostgreSQL database may hold other bundles from earlier runs: measure the 200-lesson one.
await server.services.content.activate('bench-200');
const auth = await createBenchLearner(server);
const learners = Number(process.env.BENCH_LEARNERS ?? 0);
const seeded =
  learners > 0 ? await seedLearners(server, learners, Number(process.env.BENCH_PROGRESS_PER_LEARNER ?? 20)) : null;
process.stdout.write(`${JSON.stringify({ url: server.url, auth, pid: process.pid, ...seeded })}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
