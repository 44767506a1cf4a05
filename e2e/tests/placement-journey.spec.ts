import {
  lessonDetailSchema,
  placementStatusSchema,
  statefulProgressResponseSchema,
  type Exercise,
} from '@hadal/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, withConsent } from '../support/lessons';

/*
 * Placement that tells the truth: a learner who cannot write what they hear types the dictations
 * the way it sounds to them, and lands in the literacy track; its lessons stay open, never skipped.
 */

/** What someone who never learnt Somali spelling writes: long vowels and doubled letters short, no c, x as h. */
const spokenSpelling = (answer: string) =>
  answer
    .replace(/([a-z])\1/gi, '$1')
    .replace(/['c]/gi, '')
    .replace(/x/gi, 'h')
    .replace(/dh/gi, 'd')
    .replace(/q|kh/gi, 'k');

async function exerciseOf(page: Page, questionId: string): Promise<Exercise> {
  const [stableId, exerciseId] = questionId.split('/') as [string, string];
  const lesson = await api(page, `/lessons/${stableId}`, lessonDetailSchema);
  return lesson.exercises.find((e) => e.id === exerciseId)!;
}

test('a learner who cannot write what they hear is placed in the literacy track, then reads a story', async ({
  page,
  learner: _learner,
}) => {
  await withConsent(page);
  await page.goto('/placement');
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByRole('heading', { name: 'Listen, then type what you hear.' })).toBeVisible();

  let dictations = 0;
  for (let asked = 0; asked < 40; asked += 1) {
    const test = (await api(page, '/placement', placementStatusSchema)).in_progress;
    if (!test) break;
    await expect(page.getByText(`Level ${test.question.level} · question ${test.answered + 1}.`)).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/placement/answer'));
    if (test.question.type === 'dictation') {
      dictations += 1;
      // Typed badly: the first word only, the way it sounds, not the way Somali writes it.
      const exercise = await exerciseOf(page, test.question.id);
      const field = page.getByRole('textbox', { name: 'Your answer (in Somali)' });
      await expect(field).toBeFocused();
      await field.fill(spokenSpelling(exercise.correct_answer!.split(' ')[0]!));
      await field.press('Enter');
    } else {
      await page.getByRole('button', { name: "I don't know" }).click();
    }
    await answered;
  }
  expect(dictations).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole('heading', { name: 'Your level: A1 Beginner 1' })).toBeVisible();
  await expect(page.getByText('You start with the literacy track.')).toBeVisible();
  await expect(page.getByText(/^A1: \d+ of \d+ right — start here$/)).toBeVisible();
  await expect(page.getByText('B1: not asked')).toBeVisible();

  await page.getByRole('link', { name: 'Start learning' }).click();
  await page.waitForURL('**/dashboard?level=A1');
  // The literacy lessons lead A1 vocabulary: open, not skipped.
  const first = page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card').first();
  await expect(first).toHaveAttribute('data-locked', 'false');
  await expect(first).not.toContainText('Skipped');
  const states = await api(page, '/lessons/progress/stateful', statefulProgressResponseSchema);
  const literacy = states.filter((s) => s.lesson_stable_id.startsWith('a1-literacy-'));
  expect(literacy.length).toBeGreaterThanOrEqual(8);
  expect(literacy.every((s) => !s.skipped)).toBe(true);

  // Then reads: Stories opens from the dashboard, and an A1 story reads line by line with its audio.
  await page.getByRole('link', { name: 'Stories' }).click();
  await page.waitForURL('**/stories');
  await page.getByRole('region', { name: 'A1 · Beginner 1' }).getByRole('link').first().click();
  await page.waitForURL(/\/stories\/[^/]+$/);
  await expect(page.getByRole('list', { name: 'The story' }).getByRole('listitem').first()).toBeVisible();
  const sound = page.waitForResponse((r) => r.url().includes('/audio/'));
  await page.getByRole('button', { name: 'Play line 1', exact: true }).click();
  expect((await sound).status()).toBe(200);
});
