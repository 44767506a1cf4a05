import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { childProgressResponseSchema } from '@hadal/domain';
import { api, beginnerCards, openFirstLesson, playLesson } from '../support/lessons';
import { expect, newChildDetails, test } from '../support/family-fixtures';

/*
 * Families end to end: a parent adds a child, continues learning as the child, completes a lesson,
 * returns to the parent, sees the child's progress and resets it; a child signs in on its own.
 */

/** Serious or critical accessibility problems of the page as it is now. */
async function axeProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a parent adds a child, learns as the child, returns, sees the progress and resets it', async ({
  page,
  parent: _parent,
}) => {
  await expect(page.getByRole('heading', { name: 'No Child Profiles Yet' })).toBeVisible();

  // Add Child Profile, with the form's rules.
  const child = newChildDetails();
  await page.getByRole('button', { name: 'Add Child Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Add Child Profile' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(child.name);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(child.username);
  await form.getByLabel('Age').fill('9');
  await form.getByLabel(/^Password/).fill(child.password);
  await form.getByLabel(/^Confirm Password/).fill('Something-Else1!');
  await form.getByRole('button', { name: 'Add Child' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel(/^Confirm Password/).fill(child.password);
  await form.getByRole('button', { name: 'Add Child' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: child.name });
  await expect(card.getByText('Learning Somali')).toBeVisible();
  await expect(card.getByText('Never')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  // Continue Learning: the app as the child.
  await card.getByRole('button', { name: 'Continue Learning' }).click();
  await page.waitForURL(/\/dashboard\?child=\d+$/);
  const childId = new URL(page.url()).searchParams.get('child');
  await expect(page.getByText(`Viewing as ${child.name}`)).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${child.name}!` })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dynamic Lessons' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Parent Dashboard' })).toHaveCount(0);
  for (const blocked of ['/parent-dashboard', '/dynamic-lessons', '/interactive-lesson/1']) {
    await page.goto(blocked);
    await page.waitForURL(`**/dashboard?child=${childId}`);
  }

  // Complete a lesson as the child.
  await expect(beginnerCards(page).first()).toBeVisible();
  const lesson = await openFirstLesson(page);
  await playLesson(page, lesson.exercises, true);
  await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(beginnerCards(page).nth(0).getByText('Completed')).toBeVisible();

  // Return to Parent: the parent's session again, and the child's progress on its card.
  await page.getByRole('button', { name: 'Return to Parent' }).click();
  await page.waitForURL('**/parent-dashboard');
  await expect(page.getByText(`Viewing as ${child.name}`)).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Parent Dashboard' })).toBeVisible();
  await expect(card.getByText('Lessons completed').locator('..')).toContainText('1');
  await expect(card.getByText('Never')).toHaveCount(0);
  const xp = Number(await card.getByText('XP points').locator('xpath=following-sibling::dd').textContent());
  expect(xp).toBeGreaterThan(0);
  const progress = await api(page, `/children/${childId}/progress`, childProgressResponseSchema);
  expect(progress).toContainEqual(
    expect.objectContaining({ lesson_stable_id: lesson.stable_id, progress_percentage: 100 }),
  );

  // View Lessons: the completed lesson with its title.
  await card.getByRole('button', { name: 'View Lessons' }).click();
  const lessons = page.getByRole('dialog', { name: `Completed Lessons - ${child.name}` });
  await expect(lessons.getByRole('listitem').filter({ hasText: lesson.title })).toContainText('100%');
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Reset Progress, after confirmation.
  await card.getByRole('button', { name: 'Reset Progress' }).click();
  const confirm = page.getByRole('dialog', { name: `Reset ${child.name}'s progress?` });
  await confirm.getByRole('button', { name: 'Reset Progress' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Never')).toBeVisible();
  await expect(card.getByText('Lessons completed').locator('..')).toContainText('0');
  await card.getByRole('button', { name: 'View Lessons' }).click();
  await expect(page.getByText('No lesson progress yet')).toBeVisible();
});

test('a child signs in on its own with its username and password', async ({ page, child }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email or username', exact: true }).fill(child.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(child.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${child.username}!` })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dynamic Lessons' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Parent Dashboard' })).toHaveCount(0);
  await page.goto('/parent-dashboard');
  await page.waitForURL('**/dashboard');
  // The server refuses the parent calls to the child as well.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get('/api/children', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
