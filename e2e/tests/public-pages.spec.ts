import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const LANDING_HEADING = 'Speak the Somali your family speaks';

/** Marks cookie consent as given so the bar does not cover the page. */
async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, optional: false }));
  });
}

test.describe('public pages', () => {
  test('the landing page renders after the opening screen', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    for (const name of ['Your Journey Starts Here', 'Learning That Fits Your Life', 'The Complete Learning Path']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Home', 'About', 'Privacy', 'Terms']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the start-up health check is the request index.html preloads, made once', async ({ page }) => {
    const healthRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/health') healthRequests.push(request.resourceType());
    });
    await withConsent(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    // One request, started by the preload link (Chromium reports its type as "other"), not a second fetch.
    expect(healthRequests).toHaveLength(1);
    expect(healthRequests[0]).not.toBe('fetch');
  });

  test('the sample lesson can be played to the end and restarted', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    // The sample lesson loads as the visitor scrolls towards it.
    await page.getByRole('region', { name: 'Try your first lesson' }).scrollIntoViewIfNeeded();
    const lesson = page.getByRole('article', { name: 'Basic Greetings' });
    await expect(lesson.getByText('A1 Beginner')).toBeVisible();
    const progress = lesson.getByRole('progressbar', { name: 'Lesson progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(lesson.getByRole('region', { name: 'Key vocabulary' })).toBeVisible();

    await lesson.getByRole('button', { name: 'Next' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    const check = lesson.getByRole('button', { name: 'Check Answer' });
    await expect(check).toBeDisabled();
    await lesson.getByText('Soo dhawoow', { exact: true }).click();
    await check.click();
    await expect(lesson.getByText('Correct!')).toBeVisible();

    await lesson.getByRole('button', { name: 'Next' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await lesson.getByText('Welcome', { exact: true }).click();
    await lesson.getByRole('button', { name: 'Check Answer' }).click();
    await expect(lesson.getByText('Incorrect')).toBeVisible();
    await expect(lesson.getByText('The correct answer is: Thank you')).toBeVisible();

    await lesson.getByRole('button', { name: 'Try Again' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(lesson.getByText('Step 1 of 3')).toBeVisible();
    await expect(lesson.getByRole('region', { name: 'Key vocabulary' })).toBeVisible();
  });

  test('cookie consent is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookies on Hadal' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await bar.getByRole('checkbox', { name: 'Optional' }).check();
    await bar.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(
      JSON.stringify({ necessary: true, optional: true }),
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on Hadal' })).toHaveCount(0);
  });

  test('the maintenance page replaces the app when the health check fails', async ({ page }) => {
    await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hadal home' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: LANDING_HEADING })).toHaveCount(0);
  });

  test('an unknown path shows the not-found page with a Go Home link', async ({ page }) => {
    await withConsent(page);
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
  });

  test('a protected screen sends a visitor to /login', async ({ page }) => {
    await withConsent(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/about', '/privacy', '/terms', '/login', '/register']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      // #main is the app's main region (the maintenance page has none), so this waits for the real page.
      await expect(page.locator('#main h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
    });
  }
});
