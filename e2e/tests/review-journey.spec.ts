import { audioKeyStem, lessonDetailSchema, reviewStatsSchema } from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { api, playLesson, withConsent } from '../support/lessons';

/*
 * Active Recall Practice end to end: complete a lesson with one question wrong, review its words
 * (the mistake comes first), hear an answer, finish the session summary, and find nothing due after.
 */

test.describe('review journey', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('a learner completes a lesson, reviews its words and their mistake, and finishes the session', async ({
    page,
    learner: _learner,
  }) => {
    await page.goto('/dashboard');

    // Complete the first lesson, getting its fill-in-the-blank wrong.
    const first = page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card').first();
    await first.click();
    await page.waitForURL('**/lesson/*');
    const lesson = await api(page, `/lessons/${page.url().split('/lesson/')[1]}`, lessonDetailSchema);
    const missed = lesson.exercises.find((e) => e.type === 'fill_blank');
    expect(missed, 'the first lesson has a fill-in-the-blank').toBeDefined();
    await playLesson(page, lesson.exercises, new Set([missed!.id]));
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('link', { name: 'Active Recall Practice' }).click();
    await page.waitForURL('**/review');

    // The lesson's words were populated on the way in (one card per Somali answer); the mistake came back first.
    const vocabKeys = new Set(lesson.vocabulary_items.map((v) => audioKeyStem(v.somali)));
    const total = vocabKeys.size + (vocabKeys.has(audioKeyStem(missed?.correct_answer ?? '')) ? 0 : 1);
    await expect(page.getByText(`Question 1 of ${total} • Review #1`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${missed!.question} (${missed!.translation})`);
    await expect(page.getByText('Think of the Somali translation')).toBeVisible();

    // Type the answer: the checker marks it and suggests Good.
    await page.getByLabel('Your answer (optional)').fill(missed!.correct_answer!);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Correct!')).toBeVisible();
    const sound = page.waitForResponse((r) => r.url().includes('/audio/'));
    await page.getByRole('button', { name: `Play audio: ${missed!.correct_answer}` }).click();
    const audio = await sound;
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toBe('audio/wav');
    await page.getByRole('button', { name: 'Good (suggested)' }).click();

    // The rest with the keyboard: Space reveals, 3 is Good, 1 is Forgot.
    const somali = new Set(lesson.vocabulary_items.map((v) => v.somali));
    for (let n = 2; n <= total; n += 1) {
      await expect(page.getByText(`Question ${n} of ${total} • Review #1`)).toBeVisible();
      await page.keyboard.press('Space');
      const answer = await page.locator('p[lang="so"]').textContent();
      expect(somali.has(answer ?? '')).toBe(true);
      await page.keyboard.press(n === total ? '1' : '3');
    }

    await expect(page.getByRole('heading', { name: 'Review Session Complete!' })).toBeVisible();
    await expect(page.getByText(`You got ${total - 1} of ${total} correct`)).toBeVisible();
    await expect(page.getByText(`+${(total - 1) * 4} XP earned`)).toBeVisible();
    const stats = await api(page, '/review/stats', reviewStatsSchema);
    // The card rated Forgot is due again ten minutes from now: today, unless the day ends first.
    expect(stats.total_items).toBe(total);
    expect(stats.due_today).toBeLessThanOrEqual(1);
    await expect(page.getByText('Total items').locator('..')).toContainText(String(total));
    await expect(page.getByText('Due today').locator('..')).toContainText(String(stats.due_today));
    const accuracy = Math.round(((total - 1) / total) * 100);
    await expect(page.getByText('30-day accuracy').locator('..')).toContainText(`${accuracy}%`);

    // Review More reloads: nothing is due yet, and Practice Anyway brings recent words back.
    await page.getByRole('button', { name: 'Review More' }).click();
    await expect(page.getByRole('heading', { name: 'No Reviews Due!' })).toBeVisible();
    await page.getByRole('button', { name: 'Practice Anyway' }).click();
    await expect(page.getByText(new RegExp(`^Question 1 of ${Math.min(total, 20)} • Review #`))).toBeVisible();
  });
});
