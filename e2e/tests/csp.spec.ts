import { expect, test, watchCspViolations } from '../support/fixtures';

/** No page of the app reports a Content-Security-Policy violation (the policy: apps/server/src/app.ts). */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/about',
  '/privacy',
  '/terms',
  '/email/unsubscribe',
  '/no-such-page',
];
const LEARNER_PAGES = ['/dashboard', '/profile', '/review', '/dynamic-lessons', '/placement'];

test.describe('Content-Security-Policy', () => {
  test('no public page reports a violation', async ({ browser }) => {
    const page = await browser.newPage();
    const violations = await watchCspViolations(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
    await page.close();
  });

  test("no learner's page reports a violation", async ({ page, learner: _signedIn }) => {
    const violations = await watchCspViolations(page);
    for (const path of LEARNER_PAGES) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});
