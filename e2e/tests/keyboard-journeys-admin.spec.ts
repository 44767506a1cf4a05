import type { RegisterRequest } from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { activate, typeInto } from '../support/keyboard';
import { withConsent } from '../support/lessons';
import { sendCustomerMail } from '../support/support-mail';
import { newUserDetails } from '../support/users';

/*
 * The administrator's journeys with the keyboard alone (Tab, Enter, typing; no mouse click): find a
 * user and verify their email, find them by email on the AI usage page; open a support ticket from
 * the inbox and reply to it.
 */

test.beforeEach(async ({ page }) => withConsent(page));

test('admin: find a new user and verify their email, then find them on AI usage, by keyboard', async ({
  page,
  request,
  admin: _admin,
}) => {
  const newcomer = newUserDetails('keyadmin');
  const registered = await request.post('/api/auth/register', {
    data: { ...newcomer, is_parent: false, captcha_token: 'off' } satisfies RegisterRequest,
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await activate(page, nav.getByRole('link', { name: 'Users' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: newcomer.email });
  await expect(row).toContainText('Not verified');
  await activate(page, page.getByRole('button', { name: `Verify email of ${newcomer.email}` }));
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await activate(page, nav.getByRole('link', { name: 'AI Usage' }));
  await typeInto(page, page.getByLabel('Search by email'), newcomer.email);
  await expect(page.getByRole('button', { name: `Set limit of ${newcomer.email}` })).toBeVisible();
});

test('support: open a ticket from the inbox and reply, by keyboard', async ({ page, admin: _admin }) => {
  const customer = `keys-${Date.now()}@example.com`;
  const subject = `Keyboard ticket ${Date.now()}`;
  await sendCustomerMail({ from: customer, subject, text: 'The audio in my lesson does not play.' });

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
  await typeInto(page, page.getByLabel('Search'), customer);
  const row = page.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: subject });
  await activate(page, row);
  await page.waitForURL(/\/support\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await typeInto(page, page.getByLabel('Reply'), 'Please update the app and try again.');
  await activate(page, page.getByRole('button', { name: 'Send Reply' }));
  await expect(page.getByRole('listitem', { name: 'Support Agent message' })).toContainText(
    'Please update the app and try again.',
  );
});
