import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { totpCode } from '../support/totp';
import { createVerifiedUser, signIn, type TestUser } from '../support/users';

/*
 * Two-factor authentication end to end: enable it with a code computed here, sign out, sign in with
 * a code and 'Remember this device for 30 days', sign in again without a code, revoke the device in
 * the settings (the next sign-in asks again and takes a backup code); and a passkey registered and
 * used through Chromium's virtual authenticator.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, optional: false }));
  });
});

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function submitPassword(page: Page, user: TestUser) {
  await page.goto('/login');
  await page.getByLabel(/email or username/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Runs the setup wizard on /profile; returns the secret and the backup codes it showed. */
async function enableInWizard(page: Page, origin = '') {
  await page.goto(`${origin}/profile`);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'Next' }).click();
  const backupCodes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
  expect(backupCodes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup codes' }).click();
  expect((await download).suggestedFilename()).toBe('hadal-backup-codes.txt');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is enabled.')).toBeVisible();
  // The wizard completes after 1.5 seconds and the card shows the status.
  await expect(page.getByText(/Enabled on/)).toBeVisible();
  return { secret, backupCodes };
}

test('enable MFA, sign in with a code and remember the device, skip the code, revoke the device', async ({
  page,
  request,
  context,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const { secret, backupCodes } = await enableInWizard(page);
  await waitForMail(user.email, /Two-factor authentication is on/);
  await logout(page);

  // The code step; the enabling code's step is used, so the app shows the next one's.
  await submitPassword(page, user);
  await page.getByLabel(/Authentication code/).fill(totpCode(secret, 1));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  const cookie = (await context.cookies()).find((c) => c.name === 'hadal_trusted_device');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/api/auth' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  await waitForMail(user.email, /A new device was trusted/);
  await logout(page);

  // A trusted browser signs in without a code.
  await submitPassword(page, user);
  await page.waitForURL('**/dashboard');

  // Revoke it in the settings: the next sign-in asks for a code again.
  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'Trusted devices' });
  // Named from the browser's User-Agent (Playwright's desktop Chrome says Windows).
  await expect(devices.getByText(/^Chrome on /)).toBeVisible();
  await devices.getByRole('button', { name: /^Revoke Chrome on / }).click();
  await page.getByRole('dialog', { name: 'Revoke this device?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No trusted devices. Every sign-in asks for a code.')).toBeVisible();
  await logout(page);

  await submitPassword(page, user);
  await expect(page.getByLabel(/Authentication code/)).toBeVisible();
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel(/Backup code/).fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await waitForMail(user.email, /A backup code was used/);
});

test('register a passkey in the settings and use it at the code step', async ({ page, request, baseURL }) => {
  // WebAuthn needs a host name: the app on 127.0.0.1 offers passkeys on localhost.
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const user = await createVerifiedUser(request);
  await page.goto(`${origin}/login`);
  await page.getByLabel(/email or username/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await enableInWizard(page, origin);

  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await waitForMail(user.email, /A passkey was added/);
  await logout(page);

  await page.getByLabel(/email or username/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL('**/dashboard');

  await page.goto(`${origin}/profile`);
  await expect(passkeys.getByText(/Last used/)).toBeVisible();
});
