/**
 * Runs Hadal's production build for the benchmark in its own process (so the load generator does
 * not share its event loop), seeds the learners, then prints one JSON line: the URL, a signed-in learner's
 * auth header and, for the many-learner benchmark, every seeded learner's token.
 * Environment: the server's own variables (DATA_DIR, CONTENT_DIR, DATABASE_URL, ...) and
 * BENCH_LEARNERS / BENCH_PROGRESS_PER_LEARNER (0 learners: only the one learner).
 */
import { existsSync } from 'node:fs';
import type * as Hadal from '../../apps/server/src/embed';
import { createBenchLearner } from './learner';
import { seedLearners } from './seed';

// The production build (npm run build), as `npm start` runs it: not the sources through a loader,
// which would add its own time and memory to what is measured.
const embed = new URL('../../apps/server/dist/embed.js', import.meta.url);
if (!existsSync(embed)) throw new Error('Build Hadal first: npm run build');
const { loadConfig, silentLogger, startServer } = (await import(embed.href)) as typeof Hadal;

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
