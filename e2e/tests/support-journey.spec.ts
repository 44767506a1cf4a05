import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { SUPPORT_ADDRESS, sendCustomerMail } from '../support/support-mail';

/*
 * The support inbox end to end: a customer's email arrives over SMTP and becomes a ticket; the
 * bootstrap admin opens it, replies (the customer receives it threaded, with the ticket reference),
 * closes it; the customer answers the reply and the ticket reopens. A forged mail in a customer's
 * name never joins their ticket: it opens its own, marked 'Sender not verified'.
 */

test.describe('support journey', () => {
  test('a customer email becomes a ticket, the agent replies by email, the customer answers and it reopens', async ({
    page,
    admin: _admin,
  }) => {
    const customer = `customer-${Date.now()}@example.com`;
    const subject = `Audio will not play ${Date.now()}`;
    const firstId = await sendCustomerMail({
      from: `Hodan Ali <${customer}>`,
      subject,
      text: 'Hello, the audio in my first lesson will not play.',
      html: '<p>Hello, the audio in my <strong>first lesson</strong> will not play.</p><img src=x onerror="window.__xss=1">',
    });

    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
    await page.getByLabel('Search').fill(customer);
    const row = page.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText(customer);
    await expect(row.getByText('open', { exact: true })).toBeVisible();
    await row.click();

    await page.waitForURL(/\/support\/tickets\/\d+$/);
    const ticketId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const first = page.getByRole('listitem', { name: 'Customer message' });
    await expect(first).toContainText(customer);
    await expect(first.locator('strong')).toHaveText('first lesson');
    await expect(first.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Reply: the button needs text, then sends.
    const send = page.getByRole('button', { name: 'Send Reply' });
    await expect(send).toBeDisabled();
    await expect(page.getByText('This reply will be sent to the customer email')).toBeVisible();
    await page.getByLabel('Reply').fill('Please update the app and try again.');
    await send.click();
    await expect(page.getByRole('listitem', { name: 'Support Agent message' })).toContainText(
      'Please update the app and try again.',
    );
    await expect(page.getByLabel('Reply')).toHaveValue('');

    const reply = await waitForMail(customer, new RegExp(`\\[Hadal #${ticketId}\\]`));
    expect(reply.subject).toBe(`Re: ${subject} [Hadal #${ticketId}]`);
    expect(reply.text).toContain('Please update the app and try again.');
    expect(reply.headers['in-reply-to']).toBe(firstId);
    expect(reply.headers['references']).toContain(firstId);
    expect(reply.headers['reply-to']).toContain('support@hadal.test');
    const replyId = reply.headers['message-id']!;
    expect(replyId).toMatch(/^<support-\d+-.+@hadal\.test>$/);

    // The agent closes the ticket: saved at once.
    await page.getByLabel('Status').selectOption('closed');
    await expect(
      page.getByRole('complementary', { name: 'Ticket details' }).getByText('closed', { exact: true }),
    ).toBeVisible();

    // The customer answers the reply from their mail program: it joins the ticket and reopens it.
    await sendCustomerMail({
      from: customer,
      subject: reply.subject,
      inReplyTo: replyId,
      references: [firstId, replyId],
      text: `It plays now, thank you!\n\nOn a day, Hadal <support@hadal.test> wrote:\n> Please update the app and try again.\n`,
    });
    await page.reload();
    const details = page.getByRole('complementary', { name: 'Ticket details' });
    await expect(details.getByText('open', { exact: true })).toBeVisible();
    await expect(details.getByText('Messages').locator('..')).toContainText('3');
    const answers = page.getByRole('listitem', { name: 'Customer message' });
    await expect(answers).toHaveCount(2);
    await expect(answers.last()).toHaveText(/It plays now, thank you!/);
    await expect(answers.last()).not.toContainText('Please update the app');

    // Back in the inbox the ticket is open again, with three messages.
    await page.getByRole('link', { name: 'Back to inbox' }).click();
    await page.getByLabel('Search').fill(customer);
    await expect(row.getByText('open', { exact: true })).toBeVisible();
    await expect(row).toContainText('Messages: 3');
  });

  test("a forged mail in a customer's name opens its own ticket, marked 'Sender not verified'", async ({
    page,
    admin: _admin,
  }) => {
    const customer = `customer-${Date.now()}@example.com`;
    const subject = `Where is my progress ${Date.now()}`;
    const firstId = await sendCustomerMail({ from: customer, subject, text: 'My progress is gone.' });
    await sendCustomerMail(
      {
        from: customer,
        envelope: { from: 'someone@elsewhere.example', to: SUPPORT_ADDRESS },
        subject: `Re: ${subject}`,
        inReplyTo: firstId,
        references: [firstId],
        text: 'Please send everything to someone@elsewhere.example from now on.',
      },
      { proven: false },
    );

    await page.goto('/support');
    await page.getByLabel('Search').fill(customer);
    const rows = page.getByRole('list', { name: 'Tickets' }).getByRole('link');
    await expect(rows).toHaveCount(2);
    const flagged = rows.filter({ hasText: 'Sender not verified' });
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText(`Re: ${subject}`);
    await expect(rows.filter({ hasText: subject }).filter({ hasNotText: 'Sender not verified' })).toContainText(
      'Messages: 1',
    );

    await flagged.click();
    await expect(page.getByRole('heading', { level: 1, name: `Re: ${subject}` })).toBeVisible();
    const message = page.getByRole('listitem', { name: 'Customer message' });
    await expect(message.getByText('Sender not verified')).toBeVisible();
    await expect(message).toContainText(customer);
    await expect(message).toContainText('someone@elsewhere.example');
    await expect(message).toContainText('relay.hadal.test: dmarc=fail');
  });
});
