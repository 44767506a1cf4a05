import { lessonListResponseSchema } from '@hadal/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  answerExercise,
  api,
  beginnerCards,
  currentExercise,
  openFirstLesson,
  playLesson,
  reachedResult,
  withConsent,
} from '../support/lessons';

/*
 * The learner loop keeps its promises: a learner who always picks the first option fails, a failed
 * lesson reopens at its start with Try Again, a locked lesson's address shows its lock, and a
 * finished lesson offers Next lesson while the dashboard shows today's XP against the goal, and a
 * perfect one earns the Perfect Lesson achievement.
 */

/** Plays the open lesson picking the first option shown of every choice; other questions are missed. */
async function playAlwaysFirst(page: Page, exercises: Parameters<typeof playLesson>[1]) {
  const byId = new Map(exercises.map((e) => [e.id, e]));
  const next = page.getByRole('button', { name: /^(Next|Finish Lesson)$/ });
  for (let step = 0; step < exercises.length * 2; step += 1) {
    const exercise = await currentExercise(page, byId);
    if (!(await next.isVisible())) {
      if (await page.getByRole('radiogroup', { name: 'Answer options' }).isVisible()) {
        await page.keyboard.press('1');
        await page.keyboard.press('Enter');
        await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
      } else {
        await answerExercise(page, exercise, false);
      }
    }
    await next.click();
    if (await reachedResult(page)) return;
  }
  throw new Error('the lesson never reached its result');
}

test.describe('learner loop', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('an always-first-option learner fails a lesson, which then reopens at its start with Try Again', async ({
    page,
    learner: _learner,
  }) => {
    await page.goto('/dashboard');
    const lesson = await openFirstLesson(page);
    await playAlwaysFirst(page, lesson.exercises);
    await expect(page.getByRole('heading', { name: 'Lesson Failed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Look at these again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next lesson' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await beginnerCards(page).first().click();
    await expect(page.getByRole('heading', { name: 'You did not pass this lesson last time' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(/^Exercise 1 of \d+$/)).toBeVisible();
  });

  test("a locked lesson's address shows the lock screen", async ({ page, learner: _learner }) => {
    await page.goto('/dashboard');
    await expect(beginnerCards(page).nth(1)).toHaveAttribute('data-locked', 'true');
    const second = (await api(page, '/lessons?limit=200', lessonListResponseSchema))
      .filter((l) => l.cefr_level === 'A1' && l.lesson_type !== 'grammar' && l.lesson_type !== 'phrases')
      .sort((a, b) => a.order_index - b.order_index)[1]!;
    for (const address of [`/lesson/${second.id}`, `/lesson/${second.stable_id}`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'This lesson is locked' })).toBeVisible();
      await expect(page.getByText('Complete or skip the previous lesson to unlock this one.')).toBeVisible();
      await expect(page.getByText(/^Exercise \d+ of \d+$/)).toHaveCount(0);
    }
  });

  test("a finished lesson offers Next lesson, and the dashboard shows today's XP against the goal", async ({
    page,
    learner: _learner,
  }) => {
    await page.goto('/dashboard');
    const goal = page.getByRole('region', { name: 'Daily goal' });
    await expect(goal.getByText('0 / 50 XP today')).toBeVisible();
    const lesson = await openFirstLesson(page);
    await playLesson(page, lesson.exercises, true);
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
    await expect(page.getByText(/Perfect Lesson/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Review' })).toBeVisible();
    const next = page.getByRole('link', { name: 'Next lesson' });
    await expect(next).toBeVisible();
    const nextAddress = (await next.getAttribute('href')) ?? '';
    expect(nextAddress).toMatch(/^\/lesson\/\d+$/);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(goal.getByText(/^\d+ \/ 50 XP today$/)).not.toHaveText('0 / 50 XP today');
    await expect(goal.getByText('Daily goal met!')).toBeVisible();

    await page.goto(nextAddress);
    await expect(page.getByText(/^Exercise 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This lesson is locked' })).toHaveCount(0);

    // The server judged the pass perfect from its answers: the profile holds the achievement.
    await page.goto('/profile');
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await expect(achievements.getByRole('listitem').filter({ hasText: 'Perfect Lesson' })).toContainText('Earned');
  });
});
