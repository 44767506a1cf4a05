import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storyFileSchema, storyListResponseSchema } from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { api, withConsent } from '../support/lessons';

/*
 * Graded reading end to end: a learner opens Stories from the dashboard, plays a line, shows its
 * translation, taps a word for its meaning, answers the questions and earns the story's XP once.
 * The answers come from the story file of the e2e content (the API never sends them to a reader).
 */
const STORY = storyFileSchema.parse(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../content/bundles/somali-core/stories/a1-story-my-family.json'),
      'utf8',
    ),
  ),
);

test.describe('stories journey', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('a learner reads a story with its audio, translation and glosses, answers, and earns XP', async ({
    page,
    learner: _learner,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Stories' }).click();
    await page.waitForURL('**/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    const beginner = page.getByRole('region', { name: 'A1 · Beginner 1' });
    await expect(beginner.getByRole('listitem')).toHaveCount(2);
    await beginner.getByRole('link', { name: new RegExp(STORY.title) }).click();
    await page.waitForURL(`**/stories/${STORY.stable_id}`);
    await expect(page.getByRole('heading', { level: 1, name: STORY.title })).toBeVisible();

    const lines = page.getByRole('list', { name: 'The story' }).getByRole('listitem');
    await expect(lines).toHaveCount(STORY.lines.length);

    // Play the first line: its audio is served.
    const sound = page.waitForResponse((r) => r.url().includes('/audio/'));
    await page.getByRole('button', { name: 'Play line 1', exact: true }).click();
    const audio = await sound;
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toBe('audio/wav');

    // Its translation on demand.
    const first = lines.first();
    await expect(first.getByText(STORY.lines[0]!.english)).toBeHidden();
    await first.getByRole('button', { name: 'Show translation' }).click();
    await expect(first.getByText(STORY.lines[0]!.english)).toBeVisible();

    // A word's meaning, by tap and by keyboard.
    const word = STORY.glossary[0]!;
    await first.getByRole('button', { name: new RegExp(`^${word.somali}`, 'i') }).click();
    await expect(first.getByRole('status')).toContainText(word.english);
    await page.keyboard.press('Escape');
    await expect(first.getByRole('status')).toBeEmpty();
    await first.getByRole('button', { name: new RegExp(`^${word.somali}`, 'i') }).focus();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('status')).toContainText(word.english);

    // The questions, answered right.
    await page.getByRole('button', { name: 'Answer the questions' }).click();
    for (const q of STORY.questions) {
      await page
        .getByRole('group', { name: new RegExp(q.question) })
        .getByRole('radio', { name: q.correct_answer, exact: true })
        .check();
    }
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await expect(page.getByRole('heading', { name: 'Story Complete' })).toBeVisible();
    const xp = STORY.questions.length * 5 + 15;
    await expect(page.getByText(`+${xp} XP`)).toBeVisible();

    // Back on the list the story is done; the XP was granted once.
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await page.waitForURL('**/stories');
    await expect(page.getByRole('link', { name: new RegExp(STORY.title) })).toContainText(`Done · ${xp} XP`);
    const list = await api(page, '/stories', storyListResponseSchema);
    expect(list.find((s) => s.stable_id === STORY.stable_id)).toMatchObject({ completed: true, xp_earned: xp });
  });
});
