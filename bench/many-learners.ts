/**
 * The many-learner benchmark (npm run bench): Hadal with 500 learners signed in with their own
 * tokens and 10,000 progress rows, on PGlite and (BENCH_DATABASE_URL set) on a fresh PostgreSQL
 * database created for the run and dropped after it. The mix (40% lesson list, 25% lesson detail,
 * 15% global progress, 10% /auth/me, 10% progress update) and each route alone run at 50 and 200
 * connections, each beside a bare Fastify server answering the same bytes (the ceiling), in one
 * run: three rounds of 3 s, Hadal then the ceiling in turn, the row being the round with the median
 * ratio (BENCH_ROUNDS). Prints req/s, p50, p99, server CPU ms per request (read from /proc), the ratio to the
 * ceiling, and RSS; writes the JSON to BENCH_OUT.
 *
 *   npm run bench                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *   BENCH_SMOKE=1 npm run bench                     # a short run: fails on any 5xx, timeout or error
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/paths';
import { createBench200ContentDir } from './support/bundle-200';
import { startChild } from './support/child';
import { freshPostgresDatabase } from './support/fresh-postgres';
import { mixedRoute, requestFor, ROUTE_LABELS, ROUTES, sample, type Learners, type Route } from './support/mix';
import { benchRounds, measureBeside, measureLoad, type Beside } from './support/measure';
import { processPeakRssMb, processRssMb } from './support/proc-stats';

const SMOKE = process.env.BENCH_SMOKE === '1';
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? (SMOKE ? 100 : 500));
const PROGRESS_PER_LEARNER = Number(process.env.BENCH_PROGRESS_PER_LEARNER ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = benchRounds(SMOKE);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const SCENARIOS = (process.env.BENCH_SCENARIOS?.split(',') ?? (SMOKE ? ['mix'] : ['mix', ...ROUTES])) as (
  'mix' | Route
)[];
/** `BENCH_DATABASES=postgres` skips the PGlite run (e.g. to profile one database). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const OUT =
  process.env.BENCH_OUT ?? path.join(import.meta.dirname, 'results', SMOKE ? 'smoke.json' : 'many-learners.json');

/** A row: one scenario at one connection count, Hadal beside its ceiling. */
interface Row extends Beside {
  database: 'pglite' | 'postgres';
  scenario: string;
  connections: number;
}

const measure = (
  baseUrl: string,
  pid: number,
  scenario: 'mix' | Route,
  connections: number,
  learners: Learners,
  durationS = DURATION_S,
) =>
  measureLoad({
    baseUrl,
    pid,
    connections,
    durationS,
    next: () => requestFor(scenario === 'mix' ? mixedRoute() : scenario, learners),
  });

async function runOn(database: 'pglite' | 'postgres', databaseUrl: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-bench-')),
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    JOBS_WORKER: 'false',
    CONTENT_DIR: createBench200ContentDir(REPO_ROOT),
    DATABASE_URL: databaseUrl,
    BENCH_LEARNERS: String(LEARNERS),
    BENCH_PROGRESS_PER_LEARNER: String(PROGRESS_PER_LEARNER),
  };
  const hadal = await startChild<{ url: string; pid: number; tokens: string[]; lessonIds: string[] }>(
    'serve-hadal.ts',
    [],
    env,
  );
  const { url, pid } = hadal.info;
  const learners: Learners = {
    tokens: hadal.info.tokens,
    lessonIds: hadal.info.lessonIds,
    updateLessonId: hadal.info.lessonIds[PROGRESS_PER_LEARNER - 1]!,
  };
  const rows: Row[] = [];
  try {
    const answers: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const answer = await sample(url, requestFor(route, learners));
      if (answer.status !== 200)
        throw new Error(
          `${ROUTE_LABELS[route]}: Hadal answered ${answer.status}: ${Buffer.from(answer.body, 'base64').toString()}`,
        );
      answers[route] = answer;
    }
    // Every lesson's answer is compressed on its first request: make them all before measuring. The
    // ceiling answers each lesson's path with that lesson's own bytes, as Hadal does.
    for (const lessonId of learners.lessonIds) {
      const lessonPath = `/api/lessons/${lessonId}`;
      answers[lessonPath] = await sample(url, { ...requestFor('detail', learners), path: lessonPath });
    }
    const answersFile = path.join(mkdtempSync(path.join(tmpdir(), 'hadal-ceiling-')), 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const ceiling = await startChild<{ url: string; pid: number }>(
      'serve-ceiling-routes.ts',
      [answersFile],
      process.env,
    );
    try {
      // Warm both up (JIT, caches, pools) before anything is measured.
      await measure(url, pid, 'mix', 50, learners, 2);
      await measure(ceiling.info.url, ceiling.info.pid, 'mix', 50, learners, 2);
      for (const scenario of SCENARIOS) {
        for (const connections of CONNECTIONS) {
          const beside = await measureBeside(
            () => measure(url, pid, scenario, connections, learners),
            () => measure(ceiling.info.url, ceiling.info.pid, scenario, connections, learners),
            ROUNDS,
          );
          const row: Row = {
            database,
            scenario: scenario === 'mix' ? 'mix' : ROUTE_LABELS[scenario],
            connections,
            ...beside,
          };
          rows.push(row);
          const h = row.hadal;
          console.error(
            `${database} ${row.scenario} @${connections}: ${h.rps} req/s p99 ${h.p99} ms, ${h.cpuMsPerRequest} ms CPU/req, ratio ${row.ratio} (rounds ${row.ratios.join(', ')})`,
          );
        }
      }
    } finally {
      await ceiling.stop();
    }
    return { rows, rssMb: processRssMb(pid), peakRssMb: processPeakRssMb(pid) };
  } finally {
    await hadal.stop();
  }
}

const results: { database: string; rows: Row[]; rssMb: number; peakRssMb: number }[] = [];
if (DATABASES.includes('pglite')) results.push({ database: 'pglite', ...(await runOn('pglite', '')) });
if (process.env.BENCH_DATABASE_URL && DATABASES.includes('postgres')) {
  const fresh = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
  try {
    results.push({ database: 'postgres', ...(await runOn('postgres', fresh.url)) });
  } finally {
    await fresh.drop();
  }
}

const allRows = results.flatMap((r) => r.rows);
console.log(`\n${LEARNERS} learners, ${LEARNERS * PROGRESS_PER_LEARNER} progress rows, ${DURATION_S} s per run\n`);
console.table(
  allRows.map((r) => ({
    database: r.database,
    scenario: r.scenario,
    conns: r.connections,
    'req/s': r.hadal.rps,
    'p50 ms': r.hadal.p50,
    'p99 ms': r.hadal.p99,
    'CPU ms/req': r.hadal.cpuMsPerRequest,
    'ceiling req/s': r.ceiling.rps,
    'ceiling p99': r.ceiling.p99,
    'ceiling CPU ms/req': r.ceiling.cpuMsPerRequest,
    ratio: r.ratio,
    'timeouts/errors/non-2xx': `${r.hadal.timeouts}/${r.hadal.errors}/${r.hadal.non2xx}`,
  })),
);
for (const r of results) console.log(`${r.database}: RSS after the run ${r.rssMb} MB (peak ${r.peakRssMb} MB)`);
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      learners: LEARNERS,
      progressRows: LEARNERS * PROGRESS_PER_LEARNER,
      durationS: DURATION_S,
      results,
    },
    null,
    2,
  ),
);
console.log(`written to ${path.relative(process.cwd(), OUT)}`);
const failed = allRows.filter(
  (r) => r.hadal.status5xx > 0 || r.hadal.timeouts > 0 || r.hadal.errors > 0 || r.hadal.non2xx > 0,
);
for (const r of failed)
  console.error(
    `FAILED: ${r.database} ${r.scenario} @${r.connections}: ${r.hadal.status5xx} 5xx, ${r.hadal.timeouts} timeouts, ${r.hadal.errors} errors, ${r.hadal.non2xx} non-2xx`,
  );
process.exit(failed.length > 0 ? 1 : 0);
