import { test as plain } from '@playwright/test';
import { expect, newChildDetails, test as family } from '../support/family-fixtures';
import { test } from '../support/fixtures';
import { checkScreen } from '../support/axe';
import { activate, tabTo, typeInto } from '../support/keyboard';
import { withConsent } from '../support/lessons';
import { totpCode } from '../support/totp';
import { createVerifiedUser, signIn } from '../support/users';

/*
 * Family, profile and two-factor journeys with the keyboard alone (Tab, Enter, Space, typing):
 * add a child and view the app as the child, change a preference and the password, set up MFA.
 */

family(
  'families: add a child, continue learning as the child and return, by keyboard',
  async ({ page, parent: _parent }) => {
    await expect(page.getByRole('heading', { name: 'No Child Profiles Yet' })).toBeVisible();
    const child = newChildDetails();
    await activate(page, page.getByRole('button', { name: 'Add Child Profile' }));
    const form = page.getByRole('dialog', { name: 'Add Child Profile' });
    await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), child.name);
    await typeInto(page, form.getByRole('textbox', { name: 'Username', exact: true }), child.username);
    await typeInto(page, form.getByLabel('Age'), '9');
    await typeInto(page, form.getByLabel(/^Password/), child.password);
    await typeInto(page, form.getByLabel(/^Confirm Password/), child.password);
    await activate(page, form.getByRole('button', { name: 'Add Child' }));
    await expect(form).toBeHidden();

    const card = page.getByRole('article', { name: child.name });
    await activate(page, card.getByRole('button', { name: 'Continue Learning' }));
    await page.waitForURL(/\/dashboard\?child=\d+$/);
    await expect(page.getByText(`Viewing as ${child.name}`)).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Return to Parent' }));
    await expect(page.getByRole('article', { name: child.name })).toBeVisible();
  },
);

test('profile: toggle a preference and change the password by keyboard', async ({ page, learner }) => {
  await withConsent(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();
  const weekly = page.getByRole('switch', { name: 'Weekly progress reports' });
  await expect(weekly).toBeChecked();
  await tabTo(page, weekly);
  await page.keyboard.press(' ');
  await expect(page.getByText('Preferences updated successfully')).toBeVisible();
  await expect(weekly).not.toBeChecked();

  const card = page.getByRole('region', { name: 'Change Password' });
  await typeInto(page, card.getByLabel(/^Current Password/), learner.password);
  await typeInto(page, card.getByLabel(/^New Password/), 'Cusub-Furaha-7!');
  await typeInto(page, card.getByLabel(/^Confirm New Password/), 'Cusub-Furaha-7!');
  await activate(page, card.getByRole('button', { name: 'Change Password' }));
  await expect(card.getByText('Password changed successfully!')).toBeVisible();
});

plain('MFA: set up two-factor authentication by keyboard', async ({ page, request }) => {
  await withConsent(page);
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/profile');
  await activate(page, page.getByRole('button', { name: 'Set up two-factor authentication' }));
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await activate(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('list', { name: 'Backup codes' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'I have saved my codes' }));
  await typeInto(page, page.getByLabel('Verification code'), totpCode(secret));
  await activate(page, page.getByRole('button', { name: 'Enable two-factor authentication' }));
  await expect(page.getByText('Two-factor authentication is enabled.')).toBeVisible();
  await checkScreen(page, 'two-factor enabled', page.getByText(/Enabled on/));

  // The sign-in's second step, by keyboard too.
  await activate(page, page.getByRole('button', { name: 'Profile' }));
  // A menu: its items are reached with the arrow keys.
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  for (let i = 0; i < 8 && !(await logout.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
  await typeInto(page, page.getByRole('textbox', { name: 'Email or username', exact: true }), user.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), user.password);
  await page.keyboard.press('Enter');
  await checkScreen(page, 'sign-in code step', page.getByRole('button', { name: 'Back to Login' }));
  await typeInto(page, page.getByLabel('Authentication code'), totpCode(secret, 1));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
});
