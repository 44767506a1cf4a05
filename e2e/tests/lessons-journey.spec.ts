import type { Page } from '@playwright/test';
import {
  lessonDetailSchema,
  optionText,
  profileResponseSchema,
  progressEntrySchema,
  type Exercise,
} from '@hadal/domain';
import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';
import { expect, test } from '../support/fixtures';

/*
 * The learning core end to end, for a learner signed in through the API: dashboard locking,
 * playing a lesson to 'Lesson Complete', failing one, skipping one and resuming after a reload.
 */

async function withConsent(page: Page) {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ necessary: true, optional: false }));
  }, STORAGE_KEYS.cookieConsent);
}

/** GETs an API path with the page's current access token and parses the answer with its domain schema. */
async function api<T>(page: Page, path: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return schema.parse(await res.json());
}

const beginnerCards = (page: Page) => page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card');

/** Opens the first A1 vocabulary lesson from the dashboard; answers its stable id and exercises. */
async function openFirstLesson(page: Page) {
  const first = beginnerCards(page).first();
  await expect(first).toHaveAttribute('data-locked', 'false');
  await first.click();
  await page.waitForURL('**/lesson/*');
  const id = page.url().split('/lesson/')[1] ?? '';
  const lesson = await api(page, `/lessons/${id}`, lessonDetailSchema);
  await expect(page.getByText(/Exercise \d+ of \d+/)).toBeVisible();
  return lesson;
}

const pairsOf = (e: Exercise) =>
  (e.pairs ?? e.matching_pairs ?? []).map((p) =>
    'left' in p ? { left: p.left, right: p.right } : { left: p.somali, right: p.english },
  );

/** Plays every exercise; `right` decides whether questions are answered correctly. */
async function playLesson(page: Page, exercises: Exercise[], right: boolean) {
  const byId = new Map(exercises.map((e) => [e.id, e]));
  for (let step = 0; step < exercises.length; step += 1) {
    const card = page.locator('[data-exercise-id]');
    const exercise = byId.get((await card.getAttribute('data-exercise-id')) ?? '');
    if (!exercise) throw new Error('unknown exercise on screen');
    const next = page.getByRole('button', { name: /^(Next|Finish Lesson)$/ });
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    if (await page.getByRole('button', { name: 'Skip Practice' }).isVisible()) {
      await page.getByRole('button', { name: 'Skip Practice' }).click();
    } else if (await page.getByRole('button', { name: 'Check Matches' }).isVisible()) {
      const pairs = pairsOf(exercise);
      for (let i = 0; i < pairs.length; i += 1) {
        const target = right ? pairs[i]! : pairs[(i + 1) % pairs.length]!;
        await page
          .getByRole('list', { name: 'Terms' })
          .getByRole('button', { name: pairs[i]!.left, exact: true })
          .click();
        await page
          .getByRole('list', { name: 'Meanings' })
          .getByRole('button', { name: target.right, exact: true })
          .click();
      }
      await page.getByRole('button', { name: 'Check Matches' }).click();
    } else if (await page.getByLabel('Your answer').isVisible()) {
      await page.getByLabel('Your answer').fill(right ? (exercise.correct_answer ?? '') : 'zzz');
      await page.keyboard.press('Enter');
    } else {
      const options = (exercise.options ?? []).map(optionText);
      const correct = options.findIndex((o) => o.toLowerCase() === (exercise.correct_answer ?? '').toLowerCase());
      const pick = right ? correct : (correct + 1) % options.length;
      await page.keyboard.press(String(pick + 1));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
    await page.getByRole('button', { name: /^(Next|Finish Lesson)$/ }).click();
  }
}

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
