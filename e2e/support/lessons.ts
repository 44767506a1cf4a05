import { expect, type Page } from '@playwright/test';
import { answerWords, lessonDetailSchema, lessonListResponseSchema, type Exercise } from '@hadal/domain';
import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';

/*
 * Playing lessons in the browser, shared by the journeys: open the first A1 vocabulary lesson from
 * the dashboard and answer every exercise, rightly or wrongly.
 */

export async function withConsent(page: Page) {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ necessary: true, optional: false }));
  }, STORAGE_KEYS.cookieConsent);
}

/** GETs an API path with the page's current access token and parses the answer with its domain schema. */
export async function api<T>(page: Page, path: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return schema.parse(await res.json());
}

export const beginnerCards = (page: Page) =>
  page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card');

/** Opens the first A1 vocabulary lesson from the dashboard; answers its stable id and exercises. */
export async function openFirstLesson(page: Page) {
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

/** Builds a sentence from the word tiles: the answer's words in order, or one wrong tile. */
export async function buildSentence(page: Page, exercise: Exercise, right: boolean) {
  const tiles = page.getByRole('group', { name: 'Word tiles' });
  const words = answerWords(exercise.correct_answer ?? '');
  for (const word of right ? words : words.slice(1, 2)) {
    await tiles.getByRole('button', { name: word, exact: true }).first().click();
  }
  await page.getByRole('button', { name: 'Check Answer' }).click();
}

/** Answers the exercise on screen, rightly or wrongly, up to its feedback. */
export async function answerExercise(page: Page, exercise: Exercise, right: boolean) {
  // A pronunciation exercise's recorder loads with it: chosen by the exercise's type and awaited,
  // never by what happens to be on screen yet.
  if (exercise.type === 'pronunciation') {
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
  } else if (await page.getByRole('group', { name: 'Word tiles' }).isVisible()) {
    await buildSentence(page, exercise, right);
  } else if (await page.getByLabel('Your answer').isVisible()) {
    await page.getByLabel('Your answer').fill(right ? (exercise.correct_answer ?? '') : 'zzz');
    await page.keyboard.press('Enter');
  } else {
    // The options show in the attempt's own order: pick by what is on screen, by number key.
    const options = await shownOptions(page);
    const correct = options.findIndex((o) => o.toLowerCase() === (exercise.correct_answer ?? '').toLowerCase());
    const pick = right ? correct : (correct + 1) % options.length;
    await page.keyboard.press(String(pick + 1));
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
}

/** The options of the choice on screen, in the order shown (each without its number key). */
export async function shownOptions(page: Page): Promise<string[]> {
  const radios = page.getByRole('radiogroup', { name: 'Answer options' }).getByRole('radio');
  await expect(radios.first()).toBeVisible();
  return (await radios.allTextContents()).map((t) => t.replace(/^\d+/, '').trim());
}

/** The exercise on screen, once shown whole (its view loads the first time one of its kind shows). */
export async function currentExercise(page: Page, byId: ReadonlyMap<string, Exercise>): Promise<Exercise> {
  const id = await page.locator('[data-exercise-id]').getAttribute('data-exercise-id');
  await expect(page.getByText('Loading exercise…')).toBeHidden();
  const exercise = byId.get(id ?? '');
  if (!exercise) throw new Error('unknown exercise on screen');
  return exercise;
}

/** After Next or Finish Lesson: true once the result screen shows, false when another exercise does. */
export async function reachedResult(page: Page): Promise<boolean> {
  const end = page.getByRole('heading', { name: /^Lesson (Complete|Failed)$/ });
  await end.or(page.locator('[data-exercise-id]')).first().waitFor();
  return end.isVisible();
}

/**
 * Plays the open lesson to its end. `answers`: true answers every question rightly, false wrongly,
 * and a set of exercise ids answers those wrongly and the rest rightly. A question answered wrong
 * is asked again before the end, and answered the same way again.
 */
export async function playLesson(page: Page, exercises: Exercise[], answers: boolean | ReadonlySet<string>) {
  const byId = new Map(exercises.map((e) => [e.id, e]));
  for (let step = 0; step < exercises.length * 2; step += 1) {
    const exercise = await currentExercise(page, byId);
    const right = typeof answers === 'boolean' ? answers : !answers.has(exercise.id);
    const next = page.getByRole('button', { name: /^(Next|Finish Lesson)$/ });
    if (!(await next.isVisible())) await answerExercise(page, exercise, right);
    await page.getByRole('button', { name: /^(Next|Finish Lesson)$/ }).click();
    if (await reachedResult(page)) return;
  }
  throw new Error('the lesson never reached its result');
}

/** Completes the first A1 vocabulary lesson through the API, as the player would (its words go to review). */
export async function completeFirstLesson(page: Page, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await page.request.get('/api/lessons?limit=200', { headers });
  const first = lessonListResponseSchema
    .parse(await list.json())
    .filter((l) => l.cefr_level === 'A1' && l.lesson_type !== 'grammar' && l.lesson_type !== 'phrases')
    .sort((a, b) => a.order_index - b.order_index)[0]!;
  const res = await page.request.put(`/api/lessons/progress/${first.stable_id}`, {
    headers,
    data: { progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: crypto.randomUUID() },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
