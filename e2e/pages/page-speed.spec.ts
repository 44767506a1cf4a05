import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { lessonListResponseSchema, type TokenPair } from '@hadal/domain';
import { startNginx, type RunningNginx } from '../../apps/server/test/helpers/nginx';
import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';
import config, { E2E_PORT } from '../playwright.config';
import { BOOTSTRAP_ADMIN } from '../support/bootstrap-admin';
import { requestTokens, storeSession } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';
import { measure, medianFigures, type PageFigures } from './lighthouse-run';
import { BUDGETS } from './page-facts';
import { writePerformanceSection } from './performance-doc';

/*
 * `npm run bench:pages`: Lighthouse on the seven pages (landing, login, dashboard, lesson player,
 * review, parent dashboard, admin), each as the role that sees it, in Debian's Chromium driven by
 * Playwright: the session is put in local storage first and Lighthouse keeps it (disableStorageReset),
 * the HTTP cache is emptied before every run. The pages are served as Hadal is deployed: the
 * production server behind nginx with the shipped config (deploy/nginx), over HTTPS and HTTP/2, with
 * a certificate made for the run that this Chromium alone trusts. PAGES_DIRECT=1 measures the
 * server itself instead (plain HTTP/1.1, as `npm start` serves). Each page runs PAGES_RUNS times (5);
 * the median of each figure is printed, written to pages/results/lighthouse.json and recorded in
 * docs/performance.md with the date and the machine's Lighthouse benchmark index. It fails only when
 * Lighthouse cannot measure a page: a score or a time is never a reason to fail.
 */

const DEBUG_PORT = Number(process.env.E2E_LIGHTHOUSE_PORT ?? E2E_PORT + 1000);
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const RUNS = Number(process.env.PAGES_RUNS ?? 5);
const DIRECT = process.env.PAGES_DIRECT === '1';

/** Chromium's flag that trusts one certificate, by the SHA-256 of its public key. */
function trustCertificate(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

interface PageCase {
  name: string;
  path: string;
  /** Who opens it: nobody (a first visit) or a signed-in session. */
  session?: () => Promise<TokenPair>;
}

async function firstLessonId(request: APIRequestContext, session: TokenPair): Promise<string> {
  const res = await request.get('/api/lessons?limit=200', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok()).toBe(true);
  const lessons = lessonListResponseSchema.parse(await res.json());
  const first = lessons
    .filter((l) => l.cefr_level === 'A1' && l.lesson_type !== 'grammar' && l.lesson_type !== 'phrases')
    .sort((a, b) => a.order_index - b.order_index)[0];
  if (!first) throw new Error('no A1 vocabulary lesson');
  return String(first.id);
}

test('page speed of every page (Lighthouse, median of the runs)', async ({ request }) => {
  test.setTimeout(20 * 60_000);
  const learner = await createVerifiedUser(request);
  const parent = await createVerifiedUser(request, { isParent: true });
  const learnerSession = await requestTokens(request, learner);
  const lessonId = await firstLessonId(request, learnerSession);
  // Fresh tokens for each run: the app may rotate the refresh token it was handed.
  const as = (user: typeof learner) => () => requestTokens(request, user);
  const pages: PageCase[] = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'dashboard', path: '/dashboard', session: as(learner) },
    { name: 'lesson player', path: `/lesson/${lessonId}`, session: as(learner) },
    { name: 'review', path: '/review', session: as(learner) },
    { name: 'parent dashboard', path: '/parent-dashboard', session: as(parent) },
    { name: 'admin', path: '/admin', session: as(BOOTSTRAP_ADMIN) },
  ];

  const serverURL = config.use?.baseURL ?? `http://127.0.0.1:${E2E_PORT}`;
  const nginx: RunningNginx | undefined = DIRECT ? undefined : await startNginx([serverURL]);
  const baseURL = nginx?.url ?? serverURL;
  const profileDir = mkdtempSync(path.join(tmpdir(), 'hadal-lighthouse-'));
  const launchArgs = config.use?.launchOptions?.args ?? [];
  const context = await chromium
    .launchPersistentContext(profileDir, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        ...launchArgs,
        ...(nginx ? [trustCertificate(nginx.certificate)] : []),
        `--remote-debugging-port=${DEBUG_PORT}`,
      ],
    })
    .catch(async (error: unknown) => {
      await nginx?.stop();
      throw error;
    });
  const results: {
    name: string;
    path: string;
    runs: PageFigures[];
    median: PageFigures;
  }[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // PAGES_ONLY=dashboard,review measures just those pages (while fixing one).
    const only = process.env.PAGES_ONLY?.split(',');
    for (const item of pages.filter((p) => !only || only.includes(p.name))) {
      const prepare = async () => {
        await page.goto(`${baseURL}/favicon.svg`);
        await page.evaluate(() => window.localStorage.clear());
        if (item.session) {
          await storeSession(page, request, await item.session(), baseURL);
          // What a device that has signed in before keeps: the cookie choice and the time zone
          // with its UTC offset (lib/time-zone.ts).
          await page.evaluate(
            (keys) => {
              window.localStorage.setItem(keys.cookieConsent, JSON.stringify({ necessary: true, optional: false }));
              const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
              window.localStorage.setItem(
                keys.timeZone,
                JSON.stringify({ zone, offset: new Date().getTimezoneOffset() }),
              );
            },
            { cookieConsent: STORAGE_KEYS.cookieConsent, timeZone: STORAGE_KEYS.timeZone },
          );
        }
        await cdp.send('Network.clearBrowserCache');
      };
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const figures = await measure(`${baseURL}${item.path}`, DEBUG_PORT, prepare);
        console.log(`${item.name}: ${JSON.stringify(figures)}`);
        runs.push(figures);
      }
      results.push({ name: item.name, path: item.path, runs, median: medianFigures(runs) });
    }
  } finally {
    await context.close();
    await nginx?.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }

  const served = nginx ? 'behind nginx over HTTPS and HTTP/2' : 'by the server itself over HTTP/1.1';
  const measuredAt = new Date().toISOString();
  console.log(`Served ${served} (${baseURL}); ${RUNS} runs a page, medians:`);
  console.table(
    results.map((r) => ({
      page: r.name,
      score: r.median.score,
      'LCP ms': r.median.lcpMs,
      'TBT ms': r.median.tbtMs,
      CLS: r.median.cls,
      'JS KB gz': r.median.jsGzipKb,
      'benchmark index': r.median.benchmarkIndex,
    })),
  );
  console.log(
    `Goals: performance >= ${BUDGETS.performanceScoreMin}, LCP < ${BUDGETS.lcpMsMax} ms; gates (CI): JS <= ${BUDGETS.jsGzipKbMax} KB, CLS < ${BUDGETS.clsMax}`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'lighthouse.json'),
    `${JSON.stringify({ measuredAt, served, runsPerPage: RUNS, budgets: BUDGETS, pages: results }, null, 2)}\n`,
  );
  if (!process.env.PAGES_ONLY) writePerformanceSection({ measuredAt, served, runsPerPage: RUNS, pages: results });
  expect(results.length).toBeGreaterThan(0);
});
