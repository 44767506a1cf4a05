import { expect, type Page } from '@playwright/test';
import { answerWords, optionText, type Exercise } from '@hadal/domain';
import { activate, tabTo, typeInto } from './keyboard';
import { currentExercise } from './lessons';

/*
 * The lesson player with the keyboard alone: every kind of exercise answered by Tab, Enter, Space,
 * digits and typing (support/lessons.ts does the same with the mouse).
 */

const pairsOf = (e: Exercise) =>
  (e.pairs ?? e.matching_pairs ?? []).map((p) =>
    'left' in p ? { left: p.left, right: p.right } : { left: p.somali, right: p.english },
  );

/** Answers the exercise on screen rightly, up to its feedback. */
export async function answerByKeyboard(page: Page, exercise: Exercise) {
  const skipPractice = page.getByRole('button', { name: 'Skip Practice' });
  // The recorder loads with a pronunciation exercise: chosen by type and awaited, not by what is on screen yet.
  if (exercise.type === 'pronunciation') {
    await expect(skipPractice).toBeVisible();
    await activate(page, skipPractice);
  } else if (await page.getByRole('button', { name: 'Check Matches' }).isVisible()) {
    for (const pair of pairsOf(exercise)) {
      await activate(
        page,
        page.getByRole('list', { name: 'Terms' }).getByRole('button', { name: pair.left, exact: true }),
      );
      await activate(
        page,
        page.getByRole('list', { name: 'Meanings' }).getByRole('button', { name: pair.right, exact: true }),
      );
    }
    await activate(page, page.getByRole('button', { name: 'Check Matches' }));
  } else if (await page.getByRole('group', { name: 'Word tiles' }).isVisible()) {
    const tiles = page.getByRole('group', { name: 'Word tiles' });
    for (const word of answerWords(exercise.correct_answer ?? '')) {
      await activate(page, tiles.getByRole('button', { name: word, exact: true }).first());
    }
    await activate(page, page.getByRole('button', { name: 'Check Answer' }));
  } else if (await page.getByLabel('Your answer').isVisible()) {
    await typeInto(page, page.getByLabel('Your answer'), exercise.correct_answer ?? '');
    await page.keyboard.press('Enter');
  } else {
    const options = (exercise.options ?? []).map(optionText);
    const correct = options.find((o) => o.toLowerCase() === (exercise.correct_answer ?? '').toLowerCase())!;
    // The options are a radio group: Tab into it, arrows or Space pick; here Tab to the right one.
    const option = page.getByRole('radio', { name: correct, exact: true });
    await tabTo(page, option);
    await page.keyboard.press(' ');
    await expect(option).toBeChecked();
    await activate(page, page.getByRole('button', { name: 'Check Answer' }));
  }
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
}

/** Plays the open lesson to its end with the keyboard, every answer right. */
export async function playLessonByKeyboard(page: Page, exercises: Exercise[]) {
  const byId = new Map(exercises.map((e) => [e.id, e]));
  const next = page.getByRole('button', { name: /^(Next|Finish Lesson)$/ });
  for (let step = 0; step < exercises.length; step += 1) {
    const exercise = await currentExercise(page, byId);
    if (!(await next.isVisible())) await answerByKeyboard(page, exercise);
    await activate(page, next);
  }
}
