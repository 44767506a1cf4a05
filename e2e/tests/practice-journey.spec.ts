import { AxeBuilder } from '@axe-core/playwright';
import {
  answerWords,
  lessonDetailSchema,
  optionText,
  placementStatusSchema,
  profileResponseSchema,
  type Exercise,
} from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { answerExercise, api, beginnerCards, buildSentence, currentExercise, withConsent } from '../support/lessons';

/*
 * The richer practice end to end: a dictation and a sentence-building question (its tiles and the
 * sentence heard) answered in the lesson player (a typo forgiven with 'Almost'), the lesson scored
 * on its graded questions, and the placement test offered to a new learner, which skips the levels
 * they know.
 */

/**
 * One typo: two different neighbouring letters swapped at the start of the answer's longest word.
 * A change at the end of a word changes its grammar and is wrong, not "Almost".
 */
function withTypo(answer: string): string {
  const words = answerWords(answer);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const i = [...longest].findIndex((c, k) => k > 0 && k < longest.length - 3 && c !== longest[k + 1]);
  const typo = `${longest.slice(0, i)}${longest[i + 1]}${longest[i]}${longest.slice(i + 2)}`;
  return words.map((w) => (w === longest ? typo : w)).join(' ');
}

test.describe('practice journey', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('answers a dictation and a sentence-building question in the player', async ({ page, learner: _learner }) => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Grammar' }).click();
    // The first A1 grammar lesson (personal pronouns) has dictations and a sentence to build.
    await beginnerCards(page).first().click();
    await page.waitForURL('**/lesson/*');
    const lesson = await api(page, `/lessons/${page.url().split('/lesson/')[1]}`, lessonDetailSchema);
    const types = new Set(lesson.exercises.map((e) => e.type));
    expect(types.has('dictation') && types.has('sentence_building')).toBe(true);
    const byId = new Map(lesson.exercises.map((e) => [e.id, e]));
    const seen = { dictation: false, built: false };

    for (let step = 0; step < lesson.exercises.length; step += 1) {
      const exercise: Exercise = await currentExercise(page, byId);
      const next = page.getByRole('button', { name: /^(Next|Finish Lesson)$/ });
      if (await next.isVisible()) {
        await next.click();
        continue;
      }
      if (exercise.type === 'dictation' && !seen.dictation) {
        seen.dictation = true;
        // Heard, not read: the sentence is not on screen until the answer is checked.
        await expect(page.getByRole('button', { name: 'Play audio: the sentence to write' })).toBeVisible();
        await expect(page.getByText(exercise.correct_answer!, { exact: true })).toHaveCount(0);
        await page.getByLabel('Your answer').fill(withTypo(exercise.correct_answer!));
        await page.getByRole('button', { name: 'Check Answer' }).click();
        await expect(page.getByText('Correct!')).toBeVisible();
        await expect(page.getByText(`Almost — watch the spelling: ${exercise.correct_answer}`)).toBeVisible();
      } else if (exercise.type === 'sentence_building' && !seen.built) {
        seen.built = true;
        await expect(page.getByRole('group', { name: 'Your sentence' })).toBeVisible();
        // Every tile can be heard, and the sentence once checked.
        const firstWord = answerWords(exercise.correct_answer!)[0]!;
        const tileSound = page.waitForResponse((r) => r.url().includes('/audio/'));
        await page
          .getByRole('group', { name: 'Word tiles' })
          .getByRole('button', { name: `Play audio: ${firstWord}`, exact: true })
          .first()
          .click();
        expect((await tileSound).status()).toBe(200);
        await buildSentence(page, exercise, true);
        await expect(page.getByText('Correct!')).toBeVisible();
        const sentenceSound = page.waitForResponse((r) => r.url().includes('/audio/'));
        await page.getByRole('button', { name: `Play audio: ${exercise.correct_answer}`, exact: true }).click();
        expect((await sentenceSound).status()).toBe(200);
      } else {
        await answerExercise(page, exercise, true);
      }
      await page.getByRole('button', { name: /^(Next|Finish Lesson)$/ }).click();
    }
    expect(seen).toEqual({ dictation: true, built: true });
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
    await expect(page.getByText(/You got (\d+) of \1 graded questions right \(100%\)/)).toBeVisible();
  });

  test('a new learner finds their level: the placement test skips what they know', async ({
    page,
    learner: _learner,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Find your level' }).click();
    await page.waitForURL('**/placement');
    await page.getByRole('button', { name: 'Start the test' }).click();
    const progress = page.getByRole('progressbar', { name: 'Placement test progress' });
    await expect(progress).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A learner who knows everything up to B2: answer each question rightly, looked up in its lesson.
    const lessons = new Map<string, Exercise[]>();
    for (let asked = 0; asked < 80; asked += 1) {
      const status = await api(page, '/placement', placementStatusSchema);
      const test = status.in_progress;
      if (!test) break;
      await expect(page.getByText(`Level ${test.question.level} · question ${test.answered + 1}.`)).toBeVisible();
      const [stableId, exerciseId] = test.question.id.split('/') as [string, string];
      if (!lessons.has(stableId)) {
        lessons.set(stableId, (await api(page, `/lessons/${stableId}`, lessonDetailSchema)).exercises);
      }
      const exercise = lessons.get(stableId)!.find((e) => e.id === exerciseId)!;
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/placement/answer'));
      if (test.question.response === 'typed') {
        await page.getByRole('textbox', { name: /^Your answer/ }).fill(exercise.correct_answer!);
        await page.getByRole('button', { name: 'Continue' }).click();
      } else {
        const right = test.question.options.map(optionText).find((o) => o === exercise.correct_answer)!;
        await page.getByRole('radio', { name: right, exact: true }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await answered;
    }

    await expect(page.getByRole('heading', { name: 'Your level: C1 Advanced 1' })).toBeVisible();
    await expect(page.getByText(/no XP/)).toBeVisible();
    await page.getByRole('link', { name: 'Start learning' }).click();
    await page.waitForURL('**/dashboard?level=C1');
    await expect(beginnerCards(page).first().getByText('Skipped')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Advanced 1' }).getByTestId('lesson-card').first()).toHaveAttribute(
      'data-locked',
      'false',
    );
    expect((await api(page, '/auth/profile', profileResponseSchema)).xp_points).toBe(0);
    // Retake from the dashboard.
    await expect(page.getByRole('link', { name: 'Take the placement test' })).toBeVisible();
  });
});
