import { expect, type Page } from '@playwright/test';
import { optionText, type Exercise } from '@hadal/domain';
import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';

/** Cookie consent given up front, so the bar never covers a button. */
export async function withConsent(page: Page) {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ necessary: true, optional: false }));
  }, STORAGE_KEYS.cookieConsent);
}

/** GETs an API path with the page's current access token and parses the answer with its domain schema. */
export async function apiGet<T>(page: Page, path: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return schema.parse(await res.json());
}

const pairsOf = (e: Exercise) =>
  (e.pairs ?? e.matching_pairs ?? []).map((p) =>
    'left' in p ? { left: p.left, right: p.right } : { left: p.somali, right: p.english },
  );

/** Plays the open lesson to its end: every question right except the exercises named in `wrongIds`. */
export async function playLesson(page: Page, exercises: Exercise[], wrongIds: ReadonlySet<string>) {
  const byId = new Map(exercises.map((e) => [e.id, e]));
  for (let step = 0; step < exercises.length; step += 1) {
    const exercise = byId.get((await page.locator('[data-exercise-id]').getAttribute('data-exercise-id')) ?? '');
    if (!exercise) throw new Error('unknown exercise on screen');
    const right = !wrongIds.has(exercise.id);
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
      await page.keyboard.press(String((right ? correct : (correct + 1) % options.length) + 1));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
    await page.getByRole('button', { name: /^(Next|Finish Lesson)$/ }).click();
  }
}
