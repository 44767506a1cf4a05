/**
 * Load benchmarks: each scenario against a running Hadal server beside a bare Fastify route
 * returning the same bytes (the ceiling), on PGlite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL. Prints requests/s, p99 latency and the ratio to the ceiling.
 *
 *   npm run bench                      # PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 *   BENCH_DURATION_S=10 BENCH_CONNECTIONS=50 npm run bench
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { RequestSpec, Scenario, ScenarioContext } from './scenarios/types';
import { createBench200ContentDir } from './support/bundle-200';
import { startChild } from './support/child';
import { REPO_ROOT } from '../apps/server/src/paths';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  database: string;
  scenario: string;
  hadalRps: number;
  hadalP99: number;
  ceilingRps: number;
  ceilingP99: number;
  errors: number;
}

async function loadScenarios(): Promise<Scenario[]> {
  const dir = path.join(import.meta.dirname, 'scenarios');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'types.ts')
    .sort();
  const all: Scenario[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as Record<string, unknown>;
    for (const v of Object.values(mod)) if (Array.isArray(v)) all.push(...(v as Scenario[]));
  }
  return all;
}

async function load(url: string, spec: RequestSpec, nextBody?: (i: number) => string) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: spec.method,
    headers: { ...spec.headers, ...(spec.body || nextBody ? { 'content-type': 'application/json' } : {}) },
    body: spec.body,
    requests: nextBody
      ? [{ method: spec.method, path: spec.path, setupRequest: (req) => ({ ...req, body: nextBody(i++) }) }]
      : undefined,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Hadal and the ceiling each run in a process of their own; the load comes from this one. */
async function runOn(database: 'pglite' | 'postgres', scenarios: Scenario[]): Promise<Row[]> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-bench-')),
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    // One active bundle of exactly 200 lessons, so the lesson list is measured on a full page.
    CONTENT_DIR: createBench200ContentDir(REPO_ROOT),
    DATABASE_URL: database === 'postgres' ? process.env.BENCH_DATABASE_URL : '',
  };
  const hadal = await startChild<{ url: string; auth: Record<string, string> }>('serve-hadal.ts', [], env);
  const ctx: ScenarioContext = { baseUrl: hadal.info.url, learnerAuth: async () => hadal.info.auth };
  const rows: Row[] = [];
  try {
    for (const scenario of scenarios) {
      const spec = await scenario.prepare(ctx);
      const sample = await fetch(ctx.baseUrl + spec.path, {
        method: spec.method,
        headers: { ...spec.headers, ...(spec.body || scenario.nextBody ? { 'content-type': 'application/json' } : {}) },
        body: spec.body ?? scenario.nextBody?.(0),
      });
      if (!sample.ok) throw new Error(`${scenario.name}: Hadal answered ${sample.status}: ${await sample.text()}`);
      const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'hadal-ceiling-')), 'body');
      writeFileSync(bodyFile, Buffer.from(await sample.arrayBuffer()));
      const measured = await load(ctx.baseUrl + spec.path, spec, scenario.nextBody);
      const bare = await startChild<{ url: string }>(
        'serve-ceiling.ts',
        [bodyFile, sample.headers.get('content-type') ?? 'application/octet-stream'],
        process.env,
      );
      const top = await load(bare.info.url + spec.path, spec, scenario.nextBody);
      await bare.stop();
      rows.push({
        database,
        scenario: scenario.name,
        hadalRps: measured.rps,
        hadalP99: measured.p99,
        ceilingRps: top.rps,
        ceilingP99: top.p99,
        errors: measured.errors,
      });
    }
  } finally {
    await hadal.stop();
  }
  return rows;
}

const scenarios = await loadScenarios();
const rows = await runOn('pglite', scenarios);
if (process.env.BENCH_DATABASE_URL) rows.push(...(await runOn('postgres', scenarios)));

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run\n`);
console.table(
  rows.map((r) => ({
    database: r.database,
    scenario: r.scenario,
    'Hadal req/s': Math.round(r.hadalRps),
    'Hadal p99 ms': r.hadalP99,
    'ceiling req/s': Math.round(r.ceilingRps),
    'ceiling p99 ms': r.ceilingP99,
    'Hadal/ceiling': (r.hadalRps / r.ceilingRps).toFixed(2),
    errors: r.errors,
  })),
);
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);
