import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { createVerifiedUser, newUserDetails } from '../support/users';

/*
 * Account journeys in the browser with real mail: the server sends over SMTP to the loopback
 * server of the global setup, and each test opens the link from the received message.
 */

async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, optional: false }));
  });
}

/** A text field by its accessible name (labels of required fields carry a decorative star). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillLogin(page: Page, identifier: string, password: string) {
  await field(page, 'Email or username').fill(identifier);
  await field(page, 'Password').fill(password);
}

test.beforeEach(async ({ page }) => withConsent(page));

test('register, verify from the email, sign in, reach the dashboard and log out', async ({ page }) => {
  const user = newUserDetails('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Join Hadal' })).toBeVisible();
  await page.getByLabel(/Parent Account/).check();
  await field(page, 'Email').fill(user.email);
  await field(page, 'Your Name').fill(user.username);
  await field(page, 'Password').fill(user.password);
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await field(page, 'Confirm Password').fill(user.password);
  await expect(register).toBeEnabled();
  await register.click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // Signing in before verification shows the banner.
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email Verification Required')).toBeVisible();

  const mail = await waitForMail(user.email, /Verify your email/);
  expect(mail.html).toContain('Hadal');
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();

  await fillLogin(page, user.username, user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parent Dashboard' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});

test('forgot password, reset from the email, sign in with the new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/forgot-password');
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  const mail = await waitForMail(user.email, /Reset your Hadal password/);
  await page.goto(linkIn(mail, '/reset-password'));
  const newPassword = 'Cusub-Furaha-7!';
  await field(page, 'New Password').fill(newPassword);
  await field(page, 'Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. Redirecting you to login...')).toBeVisible();
  await page.waitForURL('**/login', { timeout: 10_000 });

  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email/username or password. Please try again.')).toBeVisible();
  await fillLogin(page, user.email, newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
});

test('five wrong passwords lock the sign-in with a countdown', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/login');
  await fillLogin(page, user.email, 'Wrong-Password-1!');
  for (let i = 1; i <= 4; i += 1) {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email/username or password. Please try again.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Too many failed attempts. Please wait before trying again.')).toBeVisible();
  // Then the countdown replaces it (spec 01 §8: the lockout lasts 60 seconds by default).
  await expect(page.getByText(/Too many failed attempts\. Try again in \d+ seconds\./)).toBeVisible();
  await expect(page.getByText('Too many failed attempts. Please wait before trying again.')).toHaveCount(0);
  const wait = page.getByRole('button', { name: /^Wait \d+s$/ });
  await expect(wait).toBeDisabled();
  const first = Number((await wait.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(async () => Number((await wait.textContent())?.match(/\d+/)?.[0])).toBeLessThan(first);
});
