/**
 * The areas benchmark (part of npm run bench): the busiest calls of review, pronunciation, dynamic
 * lessons, families, admin and support, each alone at 50 and 200 connections beside the ceiling (a
 * bare Fastify server answering the same bytes) in the same run, in three alternating rounds
 * (support/measure.ts measureBeside), and each write also at a fixed offered rate of 200 req/s,
 * evenly spaced (support/paced.ts).
 * Learners with review items and a dynamic-lesson session, parents with children, an administrator
 * and 300 tickets are seeded first, on PGlite and (BENCH_DATABASE_URL set) on a fresh PostgreSQL
 * database. Recordings are transcribed by a fake recogniser in its own process (support/fake-speech.ts).
 *
 *   npm run bench:areas -w @hadal/bench
 *   BENCH_SMOKE=1 ...   # each call for 2 s at 50 connections (a write also at 200 req/s): fails on any 5xx, timeout or error
 *   BENCH_CALLS=admin-users,support-tickets BENCH_DATABASES=postgres ...   # a part of it
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/src/paths';
import { AREA_ROUTES, areaRequest, type AreaRoute, type AreasSeed } from './support/areas-mix';
import { createBench200ContentDir } from './support/bundle-200';
import { startChild } from './support/child';
import { freshPostgresDatabase } from './support/fresh-postgres';
import { benchRounds, measureBeside, measureLoad, type Beside, type Measure } from './support/measure';
import { measurePaced } from './support/paced';
import { sample } from './support/mix';

const SMOKE = process.env.BENCH_SMOKE === '1';
// Enough learners that none passes the hourly limit of pronunciation checks (PRONUNCIATION_CHECKS_PER_HOUR,
// 120; learners take turns) while the check runs as fast as it goes, per database: 100 × 120 covers the
// smoke's 1 s of warm-up and 2 s at up to 3,800 req/s, beside its 2 s at a fixed 200 req/s; 600 × 120
// the full run's 1 s of warm-up and three rounds of 3 s at each of two connection counts, at up to
// 3,700 req/s, beside its 5 s at a fixed 200 req/s. (The check answers 600–750 req/s here.)
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? (SMOKE ? 100 : 600));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? (SMOKE ? 2 : 3));
const ROUNDS = benchRounds(SMOKE);
/** A write at a fixed rate runs longer: its p99 is then the 10th slowest of 1,000 requests. */
const PACED_DURATION_S = SMOKE ? DURATION_S : 5;
const CONNECTIONS = SMOKE ? [50] : (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const WRITE_RATE = 200;
const OUT =
  process.env.BENCH_OUT ?? path.join(import.meta.dirname, 'results', SMOKE ? 'areas-smoke.json' : 'areas.json');
const ROUTES = (process.env.BENCH_CALLS?.split(',') ?? Object.keys(AREA_ROUTES)) as AreaRoute[];
for (const route of ROUTES) if (!(route in AREA_ROUTES)) throw new Error(`BENCH_CALLS: unknown call ${route}`);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** What the fake recogniser hears: a real Somali word ("yes") that answers no script step. */
const HEARD = 'haa';

/** A row: one call under one load; beside its ceiling unless it is a write at a fixed rate. */
interface Row extends Partial<Omit<Beside, 'hadal'>> {
  database: string;
  call: string;
  load: string;
  hadal: Measure;
}

/** The 200-lesson bundle with Somali Core's dialogue bank, which the built-in lesson composer reads. */
function contentDir(): string {
  const dir = createBench200ContentDir(REPO_ROOT);
  cpSync(path.join(REPO_ROOT, 'content/bundles/somali-core/dialogues'), path.join(dir, 'bundles/bench-200/dialogues'), {
    recursive: true,
  });
  return dir;
}

async function runOn(database: 'pglite' | 'postgres', databaseUrl: string, speechUrl: string): Promise<Row[]> {
  const hadal = await startChild<AreasSeed>('serve-areas.ts', [], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-bench-areas-')),
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    JOBS_WORKER: 'false',
    CONTENT_DIR: contentDir(),
    DATABASE_URL: databaseUrl,
    BENCH_LEARNERS: String(LEARNERS),
    SPEECH_PROVIDER: 'openai',
    SPEECH_API_URL: speechUrl,
    SPEECH_API_KEY: 'bench',
  });
  const seed = hadal.info;
  const rows: Row[] = [];
  try {
    const answers: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const answer = await sample(seed.url, areaRequest(route, seed));
      if (answer.status >= 300)
        throw new Error(`${AREA_ROUTES[route].label}: ${answer.status} ${Buffer.from(answer.body, 'base64')}`);
      answers[route] = answer;
    }
    const answersFile = path.join(mkdtempSync(path.join(tmpdir(), 'hadal-ceiling-')), 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const ceiling = SMOKE
      ? null
      : await startChild<{ url: string; pid: number }>('serve-ceiling-routes.ts', [answersFile], process.env);
    try {
      for (const route of ROUTES) {
        const next = () => areaRequest(route, seed);
        // Warm-up (JIT, caches, pools).
        await measureLoad({ baseUrl: seed.url, pid: seed.pid, connections: 50, durationS: 1, next });
        // As many connections as they go, beside the ceiling; or a write at a fixed rate, alone.
        const loads: ({ load: string; connections: number } | { load: string; rate: number })[] = CONNECTIONS.map(
          (connections) => ({ load: `${connections} conns`, connections }),
        );
        if (AREA_ROUTES[route].write) loads.push({ load: `${WRITE_RATE} req/s`, rate: WRITE_RATE });
        for (const l of loads) {
          const { load } = l;
          const on = (target: { url: string; pid: number }) => {
            const durationS = 'rate' in l ? PACED_DURATION_S : DURATION_S;
            const common = { baseUrl: target.url, pid: target.pid, durationS, next };
            return 'rate' in l
              ? measurePaced({ ...common, rate: l.rate })
              : measureLoad({ ...common, connections: l.connections });
          };
          const c = ceiling && !('rate' in l) ? ceiling.info : null;
          const measured = c
            ? await measureBeside(
                () => on(seed),
                () => on(c),
                ROUNDS,
              )
            : { hadal: await on(seed) };
          const row: Row = { database, call: AREA_ROUTES[route].label, load, ...measured };
          rows.push(row);
          const h = row.hadal;
          // Requests still queued when the run ended are answered before the next run starts.
          await sample(seed.url, { method: 'GET', path: '/api/health', headers: {} });
          console.error(
            `${database} ${row.call} @${load}: ${h.rps} req/s p99 ${h.p99} ms, ${h.cpuMsPerRequest} ms CPU/req${row.ratios ? `, ratio ${row.ratio} (rounds ${row.ratios.join(', ')})` : ''}`,
          );
        }
      }
    } finally {
      await ceiling?.stop();
    }
    return rows;
  } finally {
    await hadal.stop();
  }
}

const speech = await startChild<{ url: string; pid: number }>('fake-speech.ts', [HEARD], process.env);
const rows: Row[] = [];
try {
  if (DATABASES.includes('pglite')) rows.push(...(await runOn('pglite', '', speech.info.url)));
  if (process.env.BENCH_DATABASE_URL && DATABASES.includes('postgres')) {
    const fresh = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
    try {
      rows.push(...(await runOn('postgres', fresh.url, speech.info.url)));
    } finally {
      await fresh.drop();
    }
  }
} finally {
  await speech.stop();
}
console.log(`\nAreas: ${LEARNERS} learners with review items, ${DURATION_S} s per run\n`);
console.table(
  rows.map((r) => ({
    database: r.database,
    call: r.call,
    load: r.load,
    'req/s': r.hadal.rps,
    'p50 ms': r.hadal.p50,
    'p99 ms': r.hadal.p99,
    'CPU ms/req': r.hadal.cpuMsPerRequest,
    'ceiling req/s': r.ceiling?.rps ?? '',
    ratio: r.ratio ?? '',
    'timeouts/errors/non-2xx': `${r.hadal.timeouts}/${r.hadal.errors}/${r.hadal.non2xx}`,
  })),
);
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  JSON.stringify({ date: new Date().toISOString(), learners: LEARNERS, durationS: DURATION_S, rows }, null, 2),
);
console.log(`written to ${path.relative(process.cwd(), OUT)}`);
const failed = rows.filter((r) => r.hadal.status5xx + r.hadal.timeouts + r.hadal.errors + r.hadal.non2xx > 0);
for (const r of failed)
  console.error(
    `FAILED: ${r.database} ${r.call} @${r.load}: ${r.hadal.status5xx} 5xx, ${r.hadal.timeouts} timeouts, ${r.hadal.errors} errors, ${r.hadal.non2xx} non-2xx (statuses ${JSON.stringify(r.hadal.statuses)})`,
  );
process.exit(failed.length > 0 ? 1 : 0);
