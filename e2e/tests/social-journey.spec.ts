import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { useProviderAccount } from '../support/social-provider';
import { createVerifiedUser } from '../support/users';

/** Clicks a provider's button and waits for its popup to come back and close. */
async function signInWithProvider(page: Page, name: 'Google' | 'Microsoft') {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name, exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close', { timeout: 15_000 });
}

test('a new learner signs in with Google through the popup and lands on the dashboard', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  await useProviderAccount({
    sub: `google-${tag}`,
    email: `social-${tag}@example.test`,
    email_verified: true,
    name: `Social Learner ${tag}`,
  });
  await page.goto('/login');
  await signInWithProvider(page, 'Google');
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Social Learner ${tag}`).first()).toBeVisible();
});

test('a social sign-in with the email of a password account links them through the modal', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const tag = randomBytes(4).toString('hex');
  await useProviderAccount({ sub: `microsoft-${tag}`, email: user.email, email_verified: true });

  await page.goto('/login');
  await signInWithProvider(page, 'Microsoft');
  const dialog = page.getByRole('dialog', { name: 'Link your accounts' });
  await expect(dialog).toContainText(user.email);
  await dialog.getByLabel(/^password/i).fill('Not-The-Password-1!');
  await dialog.getByRole('button', { name: 'Link Accounts' }).click();
  await expect(dialog).toContainText('Failed to link accounts. Please check your password.');
  await dialog.getByLabel(/^password/i).fill(user.password);
  await dialog.getByRole('button', { name: 'Link Accounts' }).click();
  await page.waitForURL('**/dashboard');

  // Linked: the next Microsoft sign-in goes straight in.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await signInWithProvider(page, 'Microsoft');
  await page.waitForURL('**/dashboard');
});
