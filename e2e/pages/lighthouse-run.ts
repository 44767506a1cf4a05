import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { scriptsGzipKb } from './page-facts';

/*
 * One Lighthouse measurement of a page (default mobile throttling, performance category only) in
 * the Chromium the caller launched with a remote-debugging port: the figures `npm run bench:pages`
 * reports. Nothing here fails a run on a score or a time.
 */

export interface PageFigures {
  score: number;
  lcpMs: number;
  /** Total blocking time: the main thread's long tasks, the figure that moves most with the machine. */
  tbtMs: number;
  cls: number;
  /** The gzipped size of every script the page loaded (the entry, its preloads and the route's lazy chunks). */
  jsGzipKb: number;
  /** Lighthouse's CPU benchmark of the machine (higher is faster), so runs on different machines compare. */
  benchmarkIndex: number;
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
 * Settings for finding out why a page is slow (the recorded figures use the defaults):
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
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY).toFixed(3)),
    jsGzipKb: scriptsGzipKb(scriptRequests.map((r) => r.url)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of each figure over the runs (with an odd count, a run's own figure). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsGzipKb: of('jsGzipKb'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
