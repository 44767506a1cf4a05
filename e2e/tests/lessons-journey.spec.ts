import { profileResponseSchema, progressEntrySchema } from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { api, beginnerCards, openFirstLesson, playLesson, withConsent } from '../support/lessons';

/*
 * The learning core end to end, for a learner signed in through the API: dashboard locking,
 * playing a lesson to 'Lesson Complete', failing one, skipping one and resuming after a reload.
 */

test.describe('lessons journey', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('a new learner plays the first lesson to Lesson Complete and the next one unlocks', async ({
    page,
    learner,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${learner.username}!` })).toBeVisible();
    await expect(beginnerCards(page).nth(0)).toHaveAttribute('data-locked', 'false');
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'true');
    const before = await api(page, '/auth/profile', profileResponseSchema);

    const lesson = await openFirstLesson(page);
    await playLesson(page, lesson.exercises, true);
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
    await expect(page.getByText(/^\+\d+ XP$/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(beginnerCards(page).nth(0).getByText('Completed')).toBeVisible();
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'false');
    await expect(page.getByText(/1 day streak/)).toBeVisible();
    const after = await api(page, '/auth/profile', profileResponseSchema);
    expect(after.xp_points).toBeGreaterThan(before.xp_points);
    expect(after.streak_days).toBe(1);
  });

  test("opening the dashboard asks for each of its first answers once, started before the app's code ran", async ({
    page,
    learner,
  }) => {
    const firstCalls = [
      '/api/auth/profile',
      '/api/auth/me',
      '/api/lessons?limit=200',
      '/api/lessons/progress/stateful',
      '/api/profile/today',
    ];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${learner.username}!` })).toBeVisible();
    await expect(beginnerCards(page).nth(0)).toHaveAttribute('data-locked', 'false');
    // Each first call went out once: the start-up script's request, whose answer the app took
    // (the script leaves its answers on window; the app removes each one it takes).
    for (const call of firstCalls) expect(asked.filter((u) => u === call)).toHaveLength(1);
    const left = await page.evaluate(() => {
      const started = (window as unknown as Record<string, object | undefined>).__hadalFirstAnswers;
      return started ? Object.keys(started) : ['the start-up script started nothing'];
    });
    expect(left).toEqual([]);
  });

  test('a lesson answered wrongly ends in Lesson Failed with 90% stored', async ({ page, learner: _learner }) => {
    await page.goto('/dashboard');
    const lesson = await openFirstLesson(page);
    await playLesson(page, lesson.exercises, false);
    await expect(page.getByRole('heading', { name: 'Lesson Failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect
      .poll(
        async () => (await api(page, `/lessons/progress/${lesson.stable_id}`, progressEntrySchema)).progress_percentage,
      )
      .toBe(90);
  });

  test('skipping a lesson shows it as Skipped and opens the next', async ({ page, learner: _learner }) => {
    await page.goto('/dashboard');
    await openFirstLesson(page);
    await page.getByRole('button', { name: 'Skip Lesson' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip Lesson' }).click();
    await expect(page.getByRole('heading', { name: 'Lesson Skipped' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(beginnerCards(page).nth(0).getByText('Skipped')).toBeVisible();
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'false');
  });

  test('a reload mid-lesson resumes at the same exercise', async ({ page, learner: _learner }) => {
    await page.goto('/dashboard');
    await openFirstLesson(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Exercise 3 of \d+$/)).toBeVisible();
    const current = await page.locator('[data-exercise-id]').getAttribute('data-exercise-id');
    await page.reload();
    await expect(page.getByText(/^Exercise 3 of \d+$/)).toBeVisible();
    await expect(page.locator('[data-exercise-id]')).toHaveAttribute('data-exercise-id', current ?? '');
  });
});
