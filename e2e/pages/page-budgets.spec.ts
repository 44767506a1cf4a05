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
import { BUDGETS, brokenBudgets, enforcedBudgets, measure, measureMedian, type PageFigures } from './lighthouse-run';

/*
 * Lighthouse on the pages of issue 23 (landing, login, dashboard, lesson player, review, parent
 * dashboard, admin), each as the role that sees it, in Debian's Chromium driven by Playwright:
 * the session is put in local storage first and Lighthouse keeps it (disableStorageReset), the
 * HTTP cache is emptied before every run. The pages are served as Hadal is deployed: the production
 * server behind nginx with the shipped config (deploy/nginx), over HTTPS and HTTP/2, with a
 * certificate made for the run that this Chromium alone trusts. PAGES_DIRECT=1 measures the server
 * itself instead (plain HTTP/1.1, as `npm start` serves). Prints a table, writes pages/results/lighthouse.json and
 * fails when a page's median breaks a budget of pages/budgets.json (those PAGES_ENFORCE names, else all).
 */

const DEBUG_PORT = Number(process.env.E2E_LIGHTHOUSE_PORT ?? E2E_PORT + 1000);
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const RUNS = Number(process.env.PAGES_RUNS ?? 3);
const ENFORCED = enforcedBudgets();
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

test('every page holds its Lighthouse budgets', async ({ request }) => {
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
    /** The enforced budgets the median breaks. */
    broken: string[];
    /** Every budget it breaks, enforced or not. */
    over: string[];
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
      const { runs, median } = await measureMedian(
        async () => {
          const figures = await measure(`${baseURL}${item.path}`, DEBUG_PORT, prepare);
          console.log(`${item.name}: ${JSON.stringify(figures)}`);
          return figures;
        },
        RUNS,
        ENFORCED,
      );
      results.push({
        name: item.name,
        path: item.path,
        runs,
        median,
        broken: brokenBudgets(median, BUDGETS, ENFORCED),
        over: brokenBudgets(median),
      });
    }
  } finally {
    await context.close();
    await nginx?.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }

  const rows = results.map((r) => ({
    page: r.name,
    score: r.median.score,
    'LCP ms': r.median.lcpMs,
    CLS: r.median.cls,
    'JS KB gz': r.median.jsGzipKb,
    runs: r.runs.length,
    verdict: r.broken.length
      ? `BROKEN: ${r.broken.join('; ')}`
      : r.over.length
        ? `over, not enforced: ${r.over.join('; ')}`
        : 'ok',
  }));
  const served = nginx ? 'behind nginx over HTTPS and HTTP/2' : 'by the server itself over HTTP/1.1';
  console.log(`Served ${served} (${baseURL})`);
  console.log(
    `Budgets: performance >= ${BUDGETS.performanceScoreMin}, LCP < ${BUDGETS.lcpMsMax} ms, CLS < ${BUDGETS.clsMax}, JS < ${BUDGETS.initialJsGzipKbMax} KB gzipped; enforced: ${ENFORCED.join(', ')}`,
  );
  console.table(rows);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'lighthouse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), served, budgets: BUDGETS, enforced: ENFORCED, pages: results }, null, 2)}\n`,
  );
  expect(results.filter((r) => r.broken.length).map((r) => `${r.name}: ${r.broken.join('; ')}`)).toEqual([]);
});
