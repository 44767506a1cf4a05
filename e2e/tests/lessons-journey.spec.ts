import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from '../support/users';

/*
 * The learning core end to end: dashboard locking, playing a lesson to 'Lesson Complete',
 * failing one, skipping one and resuming after a reload.
 */

interface Exercise {
  id: string;
  type: string;
  options?: (string | { text: string })[];
  correct_answer?: string;
  pairs?: ({ left: string; right: string } | { somali: string; english: string })[];
  matching_pairs?: ({ left: string; right: string } | { somali: string; english: string })[];
}

async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, optional: false }));
  });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const beginnerCards = (page: Page) => page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card');

/** Opens the first A1 vocabulary lesson from the dashboard; answers its stable id and exercises. */
async function openFirstLesson(page: Page) {
  const first = beginnerCards(page).first();
  await expect(first).toHaveAttribute('data-locked', 'false');
  await first.click();
  await page.waitForURL('**/lesson/*');
  const id = page.url().split('/lesson/')[1] ?? '';
  const lesson = await api<{ stable_id: string; exercises: Exercise[] }>(page, `/lessons/${id}`);
  await expect(page.getByText(/Exercise \d+ of \d+/)).toBeVisible();
  return lesson;
}

const optionText = (o: string | { text: string }) => (typeof o === 'string' ? o : o.text);
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

  test('a new learner plays the first lesson to Lesson Complete and the next one unlocks', async ({ page }) => {
    const user = await createVerifiedUser(page.request);
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${user.username}!` })).toBeVisible();
    await expect(beginnerCards(page).nth(0)).toHaveAttribute('data-locked', 'false');
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'true');
    const before = await api<{ xp_points: number }>(page, '/auth/profile');

    const lesson = await openFirstLesson(page);
    await playLesson(page, lesson.exercises, true);
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
    await expect(page.getByText(/^\+\d+ XP$/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(beginnerCards(page).nth(0).getByText('Completed')).toBeVisible();
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'false');
    await expect(page.getByText(/1 day streak/)).toBeVisible();
    const after = await api<{ xp_points: number; streak_days: number }>(page, '/auth/profile');
    expect(after.xp_points).toBeGreaterThan(before.xp_points);
    expect(after.streak_days).toBe(1);
  });

  test('a lesson answered wrongly ends in Lesson Failed with 90% stored', async ({ page }) => {
    const user = await createVerifiedUser(page.request);
    await signIn(page, user);
    const lesson = await openFirstLesson(page);
    await playLesson(page, lesson.exercises, false);
    await expect(page.getByRole('heading', { name: 'Lesson Failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await api<{ progress_percentage: number }>(page, `/lessons/progress/${lesson.stable_id}`))
            .progress_percentage,
      )
      .toBe(90);
  });

  test('skipping a lesson shows it as Skipped and opens the next', async ({ page }) => {
    const user = await createVerifiedUser(page.request);
    await signIn(page, user);
    await openFirstLesson(page);
    await page.getByRole('button', { name: 'Skip Lesson' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip Lesson' }).click();
    await expect(page.getByRole('heading', { name: 'Lesson Skipped' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(beginnerCards(page).nth(0).getByText('Skipped')).toBeVisible();
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'false');
  });

  test('a reload mid-lesson resumes at the same exercise', async ({ page }) => {
    const user = await createVerifiedUser(page.request);
    await signIn(page, user);
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
