import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lessonListResponseSchema, type TokenPair } from '@hadal/domain';
import { BOOTSTRAP_ADMIN } from '../support/bootstrap-admin';
import { requestTokens, storeSession } from '../support/fixtures';
import { createVerifiedUser, type TestUser } from '../support/users';
import { BUDGETS, brokenGates, measurePageFacts } from '../pages/page-facts';

/*
 * The page gate of CI: each of the nine pages, opened as the role that sees it in a fresh browser
 * context, must load at most BUDGETS.jsGzipKbMax of JavaScript (gzipped, everything it loads) and
 * shift its layout by less than BUDGETS.clsMax. Both are facts of the build, whatever the machine's
 * speed. Lighthouse's score and LCP are a benchmark (`npm run bench:pages`), never a gate.
 */

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name }).first().waitFor({ timeout: 30_000 });
};

async function firstLessonId(request: APIRequestContext, session: TokenPair): Promise<string> {
  const res = await request.get('/api/lessons?limit=200', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok()).toBe(true);
  const first = lessonListResponseSchema
    .parse(await res.json())
    .filter((l) => l.cefr_level === 'A1' && l.lesson_type !== 'grammar' && l.lesson_type !== 'phrases')
    .sort((a, b) => a.order_index - b.order_index)[0];
  if (!first) throw new Error('no A1 vocabulary lesson');
  return String(first.id);
}

test('every page loads its JavaScript budget and holds its layout', async ({ browser, request }) => {
  test.setTimeout(5 * 60_000);
  const learner = await createVerifiedUser(request);
  const parent = await createVerifiedUser(request, { isParent: true });
  const lessonId = await firstLessonId(request, await requestTokens(request, learner));
  const pages: { name: string; path: string; user?: TestUser; ready: (page: Page) => Promise<void> }[] = [
    { name: 'landing', path: '/', ready: heading('Speak the Somali your family speaks') },
    { name: 'login', path: '/login', ready: heading('Welcome Back') },
    { name: 'dashboard', path: '/dashboard', user: learner, ready: heading(/^Soo dhawoow/) },
    { name: 'lesson player', path: `/lesson/${lessonId}`, user: learner, ready: heading(/\S/) },
    { name: 'review', path: '/review', user: learner, ready: heading('No Reviews Due!') },
    { name: 'stories', path: '/stories', user: learner, ready: heading('A1 · Beginner 1') },
    { name: 'story reader', path: '/stories/a1-story-my-family', user: learner, ready: heading('Questions') },
    { name: 'parent dashboard', path: '/parent-dashboard', user: parent, ready: heading('No Child Profiles Yet') },
    { name: 'admin', path: '/admin', user: BOOTSTRAP_ADMIN, ready: heading('Admin Dashboard') },
  ];

  const rows = [];
  for (const item of pages) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      if (item.user) await storeSession(page, request, await requestTokens(request, item.user));
      const facts = await measurePageFacts(page, item.path, item.ready);
      rows.push({
        page: item.name,
        'JS KB gz': facts.jsGzipKb,
        scripts: facts.scripts.length,
        CLS: facts.cls,
        broken: brokenGates(facts),
      });
    } finally {
      await context.close();
    }
  }
  console.log(`Gates: JS <= ${BUDGETS.jsGzipKbMax} KB gzipped per page, CLS < ${BUDGETS.clsMax}`);
  console.table(rows.map((r) => ({ ...r, broken: r.broken.join('; ') || 'ok' })));
  expect(rows.filter((r) => r.broken.length).map((r) => `${r.page}: ${r.broken.join('; ')}`)).toEqual([]);
});

/**
 * The gate fires: a page whose scripts outgrow the budget, and a page whose layout shifts after it
 * painted, are measured by the same code and reported broken.
 */
test('the page gate fails a page whose JavaScript outgrows the budget or whose layout shifts', async ({ page }) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hadal-gate-'));
  // Random bytes do not compress: the budget plus 10 KB of them, as base64 text in a comment.
  const padding = randomBytes((BUDGETS.jsGzipKbMax + 10) * 1000).toString('base64');
  writeFileSync(path.join(dist, 'big.js'), `/* ${padding} */\nwindow.loaded = true;\n`);
  writeFileSync(
    path.join(dist, 'shift.js'),
    // Two frames after the first paint, a block is put above the content.
    `requestAnimationFrame(() => requestAnimationFrame(() => { const p = document.createElement('p');
      p.style.height = '400px'; p.textContent = 'late'; document.body.prepend(p); document.title = 'shifted'; }));\n`,
  );
  writeFileSync(path.join(dist, 'heavy.html'), '<h1>Heavy</h1><script src="/big.js"></script>');
  writeFileSync(
    path.join(dist, 'shifting.html'),
    '<h1>Shifting</h1><main style="height:2000px">content</main><script src="/shift.js"></script>',
  );
  const server: Server = createServer((req, res) => {
    const file = path.join(dist, new URL(req.url ?? '/', 'http://x').pathname);
    if (!existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const heavy = await measurePageFacts(page, `${origin}/heavy.html`, heading('Heavy'), dist);
    expect(heavy.jsGzipKb).toBeGreaterThan(BUDGETS.jsGzipKbMax);
    expect(brokenGates(heavy)).toEqual([`JS ${heavy.jsGzipKb} KB > ${BUDGETS.jsGzipKbMax} KB`]);

    const shifting = await measurePageFacts(
      page,
      `${origin}/shifting.html`,
      async (p) => {
        await heading('Shifting')(p);
        await expect(p).toHaveTitle('shifted');
      },
      dist,
    );
    expect(shifting.cls).toBeGreaterThanOrEqual(BUDGETS.clsMax);
    expect(brokenGates(shifting)).toEqual([`CLS ${shifting.cls} >= ${BUDGETS.clsMax}`]);
  } finally {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
