import type { APIRequestContext, Page } from '@playwright/test';
import { aiUsagePageSchema, lessonListResponseSchema } from '@hadal/domain';
import { E2E_PORT } from '../playwright.config';
import { BOOTSTRAP_ADMIN } from '../support/bootstrap-admin';
import { expect, requestTokens, storeSession, test } from '../support/fixtures';
import { newUserDetails } from '../support/users';

/*
 * The admin back office end to end, as the bootstrap admin: switch registration to invite only,
 * create an invite, register with it, verify the new user's email from the users page, activate a
 * second bundle (the learner sees its lessons), and set the new user's daily AI limit.
 */

const adminApi = async (request: APIRequestContext) => {
  const { access_token } = await requestTokens(request, BOOTSTRAP_ADMIN);
  return { authorization: `Bearer ${access_token}` };
};

/** The server is shared by every journey: registration opens again and the real course is active again. */
async function restore(request: APIRequestContext) {
  const headers = await adminApi(request);
  await request.put('/api/admin/settings', { headers, data: { registration_mode: 'open' } });
  await request.post('/api/admin/bundles/somali-core/activate', { headers });
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  await restore(request);
  await request.dispose();
});

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('the bootstrap admin invites a learner, verifies them, switches bundles and sets an AI limit', async ({
  page,
  browser,
  request,
}) => {
  await storeSession(page, request, await requestTokens(request, BOOTSTRAP_ADMIN));

  // Invites: registration by invite only, and an individual invite for the newcomer.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();
  const inviteOnly = page.getByRole('switch', { name: /Registration by invite only/ });
  await expect(inviteOnly).toBeEnabled();
  if (!(await inviteOnly.isChecked())) await inviteOnly.click();
  await expect(inviteOnly).toBeChecked();
  const newcomer = newUserDetails('invited');
  await page.getByRole('button', { name: 'Create Invite' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
  await page.getByRole('button', { name: 'Create Invite' }).click();
  const code = (await page.getByTestId('new-invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{12}$/);
  await expect(row(page, 'Invites', code)).toContainText('Available');

  // Registration in invite mode needs the code.
  const visitor = await browser.newContext();
  const join = await visitor.newPage();
  await join.goto('/register');
  const register = join.getByRole('button', { name: 'Register' });
  await join.getByLabel(/^Email/).fill(newcomer.email);
  await join.getByLabel(/^Your Name/).fill(newcomer.username);
  await join.getByRole('textbox', { name: 'Password', exact: true }).fill(newcomer.password);
  await join.getByLabel(/^Confirm Password/).fill(newcomer.password);
  await expect(register).toBeDisabled();
  await join.getByLabel(/^Invite Code/).fill(code.toLowerCase());
  await register.click();
  await expect(join.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await visitor.close();
  await page.reload();
  await expect(row(page, 'Invites', code)).toContainText('Used');
  await expect(row(page, 'Invites', code)).toContainText(newcomer.email);

  // Users: verify the newcomer's email; then they can sign in.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(row(page, 'Users', newcomer.email)).toContainText('Not verified');
  await page.getByRole('button', { name: `Verify email of ${newcomer.email}` }).click();
  await expect(row(page, 'Users', newcomer.email).getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${BOOTSTRAP_ADMIN.email}` })).toHaveCount(0);
  const learner = { authorization: `Bearer ${(await requestTokens(request, newcomer)).access_token}` };

  // Bundles: activate the second bundle; the learner now sees its lessons.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bundles' }).click();
  await expect(page.getByRole('button', { name: 'Activate Somali Core' })).toBeDisabled();
  await page.getByRole('button', { name: 'Activate Test Core' }).click();
  await expect(page.getByText('Bundle Test Core (version 1) is now active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate Test Core' })).toBeDisabled();
  const lessons = lessonListResponseSchema.parse(
    await (await request.get('/api/lessons', { headers: learner })).json(),
  );
  expect(lessons.map((l) => l.stable_id).sort()).toEqual(['a1-vocab-family', 'a1-vocab-greetings']);

  // AI usage: find the newcomer and set their daily limit.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'AI Usage' }).click();
  await page.getByLabel('Search by email').fill(newcomer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'AI usage' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Set limit of ${newcomer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Daily Limit' });
  await dialog.getByLabel('Daily limit').fill('3');
  await dialog.getByRole('button', { name: 'Save Limit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'AI usage', newcomer.email)).toContainText('3');
  const usage = aiUsagePageSchema.parse(
    await (
      await request.get(`/api/admin/ai-usage?search=${encodeURIComponent(newcomer.email)}`, {
        headers: await adminApi(request),
      })
    ).json(),
  );
  expect(usage.items).toEqual([expect.objectContaining({ email: newcomer.email, daily_limit: 3, today_usage: 0 })]);

  // A learner never reaches the admin calls.
  expect((await request.get('/api/admin/users', { headers: learner })).status()).toBe(403);
});
