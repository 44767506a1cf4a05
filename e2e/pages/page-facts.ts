import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import budgetsJson from './budgets.json' with { type: 'json' };

/*
 * The facts of a page that do not depend on how fast or busy the machine is: how many bytes of
 * JavaScript it loads, and how far its layout shifts. CI fails on these (e2e/tests/page-budgets.spec.ts);
 * Lighthouse's score and LCP are measured by `npm run bench:pages` and never fail a run.
 */

export interface PageBudgets {
  /** Every script a page loads (entry, preloads, the route's lazy chunks), gzipped, in KB. */
  jsGzipKbMax: number;
  /** Cumulative layout shift: the gate is strictly below this. */
  clsMax: number;
  /** Goals measured by `npm run bench:pages`, reported, never enforced. */
  performanceScoreMin: number;
  lcpMsMax: number;
}

export const BUDGETS: PageBudgets = budgetsJson;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The gzipped size in KB of a built file, as the budget counts it (whatever encoding the server chose). */
export function gzipKbOf(url: string, distDir = WEB_DIST): number {
  const file = path.join(distDir, new URL(url).pathname);
  if (!existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1000;
}

/** The gzipped KB of these scripts, each counted once. */
export function scriptsGzipKb(urls: Iterable<string>, distDir = WEB_DIST): number {
  let total = 0;
  for (const url of new Set(urls)) total += gzipKbOf(url, distDir);
  return Number(total.toFixed(1));
}

export interface PageFacts {
  jsGzipKb: number;
  cls: number;
  scripts: string[];
}

/** The gates a page's facts break, in words (empty when it holds them). */
export function brokenGates(facts: Pick<PageFacts, 'jsGzipKb' | 'cls'>, budgets: PageBudgets = BUDGETS): string[] {
  const broken: string[] = [];
  if (facts.jsGzipKb > budgets.jsGzipKbMax) broken.push(`JS ${facts.jsGzipKb} KB > ${budgets.jsGzipKbMax} KB`);
  if (facts.cls >= budgets.clsMax) broken.push(`CLS ${facts.cls} >= ${budgets.clsMax}`);
  return broken;
}

declare global {
  interface Window {
    __hadalLayoutShift?: number;
  }
}

/**
 * Opens `url` in `page` (a fresh context, so nothing comes from the HTTP cache), waits until
 * `ready` resolves and the network is idle, and returns the scripts it loaded and its layout shift
 * (the sum of the layout-shift entries not caused by input, as Chromium reports them).
 */
export async function measurePageFacts(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  distDir = WEB_DIST,
): Promise<PageFacts> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.addInitScript(() => {
    window.__hadalLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__hadalLayoutShift = (window.__hadalLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Two more frames, so a shift caused by the last response is laid out and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const cls = await page.evaluate(() => window.__hadalLayoutShift ?? 0);
  return { jsGzipKb: scriptsGzipKb(scripts, distDir), cls: Number(cls.toFixed(3)), scripts: [...new Set(scripts)] };
}
