import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Config } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import budgetsJson from './budgets.json' with { type: 'json' };

/*
 * One Lighthouse measurement of a page (default mobile throttling, performance category only) in
 * the Chromium the caller launched with a remote-debugging port, and the page budgets it is held to.
 */

export interface Budgets {
  performanceScoreMin: number;
  lcpMsMax: number;
  clsMax: number;
  initialJsGzipKbMax: number;
}

export const BUDGETS: Budgets = budgetsJson;

export interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  /** The gzipped size of every script the page loaded (the entry, its preloads and the route's lazy chunks). */
  jsGzipKb: number;
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The gzipped size of a built asset, as the budget counts it (whatever encoding the server chose). */
function gzipKbOf(url: string): number {
  const file = path.join(WEB_DIST, new URL(url).pathname);
  if (!existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1000;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** A run in which a script came from the HTTP cache (emptying it does not always take): not a first visit. */
const SERVED_FROM_CACHE = 'SERVED_FROM_CACHE';

/**
 * Runs Lighthouse on `url` in the browser listening on `port`, after `prepare`, keeping its local
 * storage (the session). A trace Chromium failed to record (NO_NAVSTART, seen now and then), or a run that took a
 * script from the HTTP cache, is taken again: every counted run is a first visit.
 */
export async function measure(
  url: string,
  port: number,
  /** Readies the browser for a run (the session stored, the HTTP cache emptied), before every attempt. */
  prepare: () => Promise<void>,
  attempts = 3,
): Promise<PageFigures> {
  await prepare();
  try {
    return await measureOnce(url, port);
  } catch (error) {
    const retried = ['NO_NAVSTART', SERVED_FROM_CACHE].some((reason) => String(error).includes(reason));
    if (attempts <= 1 || !retried) throw error;
    return measure(url, port, prepare, attempts - 1);
  }
}

/**
 * Settings for finding out why a page is slow, never set in CI (the budgets hold under the defaults):
 * PAGES_KEEP_TRACE=dir records the JavaScript's CPU samples in the trace and keeps each trace there;
 * PAGES_CPU_SLOWDOWN=n simulates a CPU n times slower than this host instead of 4 (8 shows on a
 * fast host what the default shows on one half as fast).
 */
function diagnosticConfig(): Config | undefined {
  const slowdown = Number(process.env.PAGES_CPU_SLOWDOWN);
  const settings: NonNullable<Config['settings']> = {
    ...(process.env.PAGES_KEEP_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    ...(slowdown > 0 ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } } : {}),
  };
  return Object.keys(settings).length ? { extends: 'lighthouse:default', settings } : undefined;
}

const fileNameOf = (url: string) => `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;

async function measureOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    diagnosticConfig(),
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // PAGES_KEEP_REPORT=dir keeps each full report, to see what an audit found.
  const keep = process.env.PAGES_KEEP_REPORT;
  if (keep) writeFileSync(path.join(keep, `${fileNameOf(url)}.json`), JSON.stringify(lhr));
  const keepTrace = process.env.PAGES_KEEP_TRACE;
  if (keepTrace)
    writeFileSync(path.join(keepTrace, `${fileNameOf(url)}.trace.json`), JSON.stringify(result.artifacts.Trace));
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scriptRequests = requests.filter((r) => r.resourceType === 'Script');
  if (scriptRequests.some((r) => !r.transferSize))
    throw new Error(`${SERVED_FROM_CACHE}: ${url} took a script from the HTTP cache`);
  const scripts = [...new Set(scriptRequests.map((r) => r.url))];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY).toFixed(3)),
    jsGzipKb: Number(scripts.reduce((sum, u) => sum + gzipKbOf(u), 0).toFixed(1)),
  };
}

export type BudgetName = 'score' | 'lcp' | 'cls' | 'js';
const BUDGET_NAMES: readonly BudgetName[] = ['score', 'lcp', 'cls', 'js'];

/**
 * The budgets a run fails on: all of them, or those PAGES_ENFORCE names (`js,cls` holds the pages to
 * their JavaScript and layout shift alone; the others are still measured and printed).
 */
export function enforcedBudgets(spec = process.env.PAGES_ENFORCE): BudgetName[] {
  if (!spec) return [...BUDGET_NAMES];
  const names = spec.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BUDGET_NAMES.includes(name as BudgetName));
  if (unknown.length)
    throw new Error(`PAGES_ENFORCE: unknown budget ${unknown.join(', ')} (${BUDGET_NAMES.join(', ')})`);
  return names as BudgetName[];
}

/** The budgets of `only` that `f` breaks, in words (empty when it holds them all). */
export function brokenBudgets(
  f: PageFigures,
  b: Budgets = BUDGETS,
  only: readonly BudgetName[] = BUDGET_NAMES,
): string[] {
  const broken: [BudgetName, string][] = [];
  if (f.score < b.performanceScoreMin) broken.push(['score', `performance ${f.score} < ${b.performanceScoreMin}`]);
  if (f.lcpMs >= b.lcpMsMax) broken.push(['lcp', `LCP ${f.lcpMs} ms >= ${b.lcpMsMax} ms`]);
  if (f.cls >= b.clsMax) broken.push(['cls', `CLS ${f.cls} >= ${b.clsMax}`]);
  if (f.jsGzipKb >= b.initialJsGzipKbMax) broken.push(['js', `JS ${f.jsGzipKb} KB >= ${b.initialJsGzipKbMax} KB`]);
  return broken.filter(([name]) => only.includes(name)).map(([, words]) => words);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
/** With an even count the worse of the two middle values: a tie never flatters the page. */
const worseMiddle = (values: number[], higherIsBetter: boolean) => {
  if (values.length % 2 === 1) return median(values);
  const sorted = [...values].sort((a, b) => a - b);
  const [low, high] = [sorted[values.length / 2 - 1]!, sorted[values.length / 2]!];
  return higherIsBetter ? low : high;
};

/** The median of each figure over the runs. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  return {
    score: worseMiddle(
      runs.map((r) => r.score),
      true,
    ),
    lcpMs: worseMiddle(
      runs.map((r) => r.lcpMs),
      false,
    ),
    cls: worseMiddle(
      runs.map((r) => r.cls),
      false,
    ),
    jsGzipKb: worseMiddle(
      runs.map((r) => r.jsGzipKb),
      false,
    ),
  };
}

/**
 * Measures a page up to `maxRuns` times. Scores vary on a loaded machine, so the median counts;
 * it stops early once the median of all the runs is already settled (a majority of `maxRuns` that
 * hold, or that break, the budgets of `only`: two of three, three of five).
 */
export async function measureMedian(
  run: () => Promise<PageFigures>,
  maxRuns = 3,
  only: readonly BudgetName[] = BUDGET_NAMES,
) {
  const runs: PageFigures[] = [];
  const majority = Math.floor(maxRuns / 2) + 1;
  let held = 0;
  let broke = 0;
  while (runs.length < maxRuns && held < majority && broke < majority) {
    const figures = await run();
    runs.push(figures);
    if (brokenBudgets(figures, BUDGETS, only).length === 0) held += 1;
    else broke += 1;
  }
  return { runs, median: medianFigures(runs) };
}
