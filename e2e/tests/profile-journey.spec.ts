import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { createVerifiedUser, signIn } from '../support/users';

/*
 * The profile and the emails end to end: preferences toggled on the profile, an achievement email
 * received over SMTP with its one-click unsubscribe headers, its link followed to the success page,
 * and the password changed from the profile with its security notification.
 */

async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, optional: false }));
  });
}

async function bearer(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  return { authorization: `Bearer ${token}` };
}

/** Completes the first lesson of the bundle through the API, as the lesson player would. */
async function completeFirstLesson(page: Page) {
  const headers = await bearer(page);
  const lessons = (await (await page.request.get('/api/lessons', { headers })).json()) as { stable_id: string }[];
  const res = await page.request.put(`/api/lessons/progress/${lessons[0]!.stable_id}`, {
    headers,
    data: { progress_percentage: 100, completed: true, xp_earned: 10, attempt_id: crypto.randomUUID() },
  });
  expect(res.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => withConsent(page));

test('toggle a preference, receive an achievement email, unsubscribe from its link', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const weekly = page.getByRole('switch', { name: 'Weekly progress reports' });
  await expect(weekly).toBeChecked();
  await weekly.click();
  await expect(page.getByText('Preferences updated successfully')).toBeVisible();
  await expect(weekly).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Security notifications' })).toBeDisabled();
  // The message clears after 3 seconds.
  await expect(page.getByText('Preferences updated successfully')).toBeHidden({ timeout: 6_000 });

  await completeFirstLesson(page);
  const mail = await waitForMail(user.email, /Achievement unlocked: First Lesson/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/emails\/unsubscribe\?token=u1\./);

  const link = linkIn(mail, '/email/unsubscribe');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('Achievement notifications', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to account settings' }).click();
  await page.waitForURL('**/profile');
  await expect(page.getByRole('switch', { name: 'Achievement notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly progress reports' })).not.toBeChecked();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not unsubscribe you' })).toBeVisible();
  await expect(page.getByText('This unsubscribe link has expired or has already been used.')).toBeVisible();
});

test('change the password on the profile and receive the security notification', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Change Password' });
  await card.getByLabel(/^Current Password/).fill(user.password);
  await card.getByLabel(/^New Password/).fill('Cusub-Furaha-7!');
  await card.getByLabel(/^Confirm New Password/).fill('Cusub-Furaha-7!');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Password changed successfully!')).toBeVisible();
  const mail = await waitForMail(user.email, /Your Hadal password was changed/);
  expect(mail.headers['list-unsubscribe']).toBeUndefined();

  // The session goes on with the fresh tokens.
  await page.getByRole('switch', { name: 'Marketing emails' }).click();
  await expect(page.getByText('Preferences updated successfully')).toBeVisible();
});

test('reset all progress after typing RESET', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await completeFirstLesson(page);
  await page.goto('/profile');
  // Day streak, lessons completed, XP earned.
  const figures = page.getByRole('region', { name: user.username }).getByRole('definition');
  await expect(figures).toHaveText(['1', '1', '10']);
  await page.getByRole('button', { name: 'Reset All Progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset all progress?' });
  await expect(dialog.getByRole('button', { name: 'Reset everything' })).toBeDisabled();
  await dialog.getByLabel('Type RESET to confirm').fill('RESET');
  await dialog.getByRole('button', { name: 'Reset everything' }).click();
  await expect(page.getByText('All your progress has been reset.')).toBeVisible();
  // XP and lessons are gone; the streak stays.
  await expect(figures).toHaveText(['1', '0', '0']);
  const profile = (await (await page.request.get('/api/auth/profile', { headers: await bearer(page) })).json()) as {
    xp_points: number;
    lessons_completed: number;
  };
  expect(profile).toMatchObject({ xp_points: 0, lessons_completed: 0 });
});

test('the profile and the unsubscribe page have no serious or critical axe violations', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  for (const path of ['/profile', '/email/unsubscribe']) {
    await page.goto(path);
    await expect(page.locator('#main h1').first()).toBeVisible();
    if (path === '/profile') await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }
});
