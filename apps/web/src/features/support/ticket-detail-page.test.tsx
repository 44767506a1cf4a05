import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { serveInbox, signInAsAdmin, ticketFixture } from './testing/support-fixtures';

beforeEach(() => {
  signInAsAdmin();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function serveTicket(ticket = ticketFixture) {
  let current = structuredClone(ticket);
  const calls: { method: string; body: unknown }[] = [];
  server.use(
    http.get(`*/api/support/tickets/${ticket.id}`, () => HttpResponse.json(current)),
    http.patch(`*/api/support/tickets/${ticket.id}`, async ({ request }) => {
      const body = (await request.json()) as { status: 'open' | 'pending' | 'closed' };
      calls.push({ method: 'PATCH', body });
      current = { ...current, status: body.status };
      const { messages: _messages, ...summary } = current;
      return HttpResponse.json(summary);
    }),
  );
  return { calls, update: (t: typeof ticket) => (current = t) };
}

describe('ticket detail', () => {
  it('shows the conversation labelled Customer and Support Agent, sanitised HTML, and the details', async () => {
    serveTicket();
    renderRoute('/support/tickets/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio does not play' })).toBeInTheDocument();
    const customer = screen.getByRole('listitem', { name: 'Customer message' });
    expect(customer).toHaveTextContent('hodan@example.com');
    expect(within(customer).getByText('does not').tagName).toBe('STRONG');
    expect(customer.querySelector('img, script')).toBeNull();
    expect(within(customer).getByText('link')).not.toHaveAttribute('href');
    expect(within(customer).getByText('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    const agent = screen.getByRole('listitem', { name: 'Support Agent message' });
    expect(agent).toHaveTextContent('help@hadal.test');
    expect(agent).toHaveTextContent('Which lesson? Thanks');

    const details = within(screen.getByRole('complementary', { name: 'Ticket details' }));
    expect(details.getByText('Customer').nextSibling).toHaveTextContent('hodan@example.com');
    expect(details.getByText('Messages').nextSibling).toHaveTextContent('2');
    expect(details.getByText('Created')).toBeInTheDocument();
    expect(details.getByText('Last updated')).toBeInTheDocument();
  });

  it("shows 'Sender not verified' with the header From, envelope sender, connecting address and checks", async () => {
    const [first, second] = ticketFixture.messages;
    serveTicket({
      ...ticketFixture,
      sender_verified: false,
      messages: [
        {
          ...first!,
          sender_verified: false,
          envelope_from: 'attacker@evil.test',
          remote_address: '203.0.113.9',
          sender_check: 'spf=none dkim=none dmarc=fail',
        },
        second!,
      ],
    });
    renderRoute('/support/tickets/12');
    await screen.findByRole('heading', { level: 1, name: 'Audio does not play' });
    expect(screen.getAllByText('Sender not verified')).toHaveLength(2);
    const customer = within(screen.getByRole('listitem', { name: 'Customer message' }));
    expect(customer.getByText('From (header)').nextSibling).toHaveTextContent('hodan@example.com');
    expect(customer.getByText('Envelope sender').nextSibling).toHaveTextContent('attacker@evil.test');
    expect(customer.getByText('Connecting address').nextSibling).toHaveTextContent('203.0.113.9');
    expect(customer.getByText('Checks').nextSibling).toHaveTextContent('spf=none dkim=none dmarc=fail');
    expect(
      within(screen.getByRole('listitem', { name: 'Support Agent message' })).queryByText('Sender not verified'),
    ).toBeNull();
  });

  it('shows no sender warning for a proven sender', async () => {
    serveTicket();
    renderRoute('/support/tickets/12');
    await screen.findByRole('heading', { level: 1, name: 'Audio does not play' });
    expect(screen.queryByText('Sender not verified')).toBeNull();
  });

  it('offers no reply to a ticket without a valid customer address, and says why', async () => {
    serveTicket({ ...ticketFixture, customer_email: 'Hodan Ali' });
    renderRoute('/support/tickets/12');
    const box = await screen.findByLabelText('Reply');
    await userEvent.type(box, 'Hello');
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription('This ticket has no valid customer address to reply to');
  });

  it('saves a new status at once', async () => {
    const { calls } = serveTicket();
    renderRoute('/support/tickets/12');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'closed');
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', body: { status: 'closed' } }]));
    await waitFor(() => expect(screen.getAllByText('closed')[0]).toHaveAttribute('data-status', 'closed'));
  });

  it('sends a reply: the button needs text and reads Sending... while busy', async () => {
    serveTicket();
    let release: () => void = () => undefined;
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/support/tickets/12/reply', async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          {
            id: 3,
            direction: 'outbound',
            from_email: 'help@hadal.test',
            html_body: null,
            text_body: 'Try lesson 2',
            created_at: new Date().toISOString(),
            sender_verified: null,
            envelope_from: null,
            remote_address: null,
            sender_check: null,
          },
          { status: 201 },
        );
      }),
    );
    renderRoute('/support/tickets/12');
    expect(await screen.findByText('This reply will be sent to the customer email')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reply'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reply'), 'Try lesson 2');
    await userEvent.click(send);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByLabelText('Reply')).toHaveValue(''));
    expect(sent).toEqual([{ text_body: '   Try lesson 2' }]);
  });

  it('deletes only after the confirmation, then goes back to the inbox', async () => {
    serveTicket();
    serveInbox();
    let deleted = false;
    server.use(
      http.delete('*/api/support/tickets/12', () => {
        deleted = true;
        return HttpResponse.json({ detail: 'Ticket deleted' });
      }),
    );
    const { router } = renderRoute('/support/tickets/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this ticket? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(deleted).toBe(true);
  });

  it("says 'Failed to delete ticket' when the delete fails", async () => {
    serveTicket();
    server.use(http.delete('*/api/support/tickets/12', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute('/support/tickets/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete ticket', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows Ticket Not Found with a way back to /support', async () => {
    server.use(
      http.get('*/api/support/tickets/404', () => HttpResponse.json({ detail: 'Ticket not found' }, { status: 404 })),
    );
    serveInbox();
    const { router } = renderRoute('/support/tickets/404');
    expect(await screen.findByRole('heading', { name: 'Ticket Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
  });
});
