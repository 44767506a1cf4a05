import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFigures } from './lighthouse-run';
import { BUDGETS } from './page-facts';

/*
 * Records a `npm run bench:pages` run in docs/performance.md, between the markers of its page-speed
 * section, so the dated figures live in one place and a run on another machine can be compared by
 * its Lighthouse benchmark index.
 */

export const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');
const START = '<!-- bench:pages start -->';
const END = '<!-- bench:pages end -->';

export interface PageSpeedRun {
  measuredAt: string;
  served: string;
  runsPerPage: number;
  pages: { name: string; median: PageFigures }[];
}

/** The section's text: the date, the machine, and a row of medians per page. */
export function pageSpeedSection(run: PageSpeedRun): string {
  const indexes = run.pages.map((p) => p.median.benchmarkIndex).sort((a, b) => a - b);
  const rows = run.pages.map(
    ({ name, median: m }) =>
      `| ${name} | ${m.score} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.jsGzipKb} | ${m.benchmarkIndex} |`,
  );
  return [
    START,
    `Measured ${run.measuredAt.slice(0, 10)}, served ${run.served}, median of ${run.runsPerPage} runs a page;`,
    `Lighthouse benchmark index of the machine ${indexes[0]}–${indexes.at(-1)} (higher is faster).`,
    `Goals: score ≥ ${BUDGETS.performanceScoreMin}, LCP < ${BUDGETS.lcpMsMax} ms. Gates in CI: JS ≤ ${BUDGETS.jsGzipKbMax} KB, CLS < ${BUDGETS.clsMax}.`,
    '',
    '| page | score | LCP ms | TBT ms | CLS | JS KB gz | benchmark index |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** Replaces the page-speed section of docs/performance.md with this run's. */
export function writePerformanceSection(run: PageSpeedRun, file = PERFORMANCE_DOC): void {
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`);
  writeFileSync(file, `${doc.slice(0, start)}${pageSpeedSection(run)}${doc.slice(end + END.length)}`);
}
