import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTicketTime } from '@hadal/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { RequireAuth } from '@/app/guards/require-auth';
import { server, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { SupportInboxPage } from './support-inbox-page';
import { serveInbox, signInAsAdmin, ticketsFixture } from './testing/support-fixtures';

beforeEach(() => signInAsAdmin());

describe('support inbox', () => {
  it('shows the counts and a row per ticket: id, subject, status badge, customer, messages, updated time', async () => {
    serveInbox();
    renderRoute('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Inbox' })).toBeInTheDocument();
    const counts = within(screen.getByLabelText('Ticket counts'));
    await waitFor(() => expect(counts.getByText('Total').nextSibling).toHaveTextContent('3'));
    expect(counts.getByText('Open').nextSibling).toHaveTextContent('1');
    expect(counts.getByText('Pending').nextSibling).toHaveTextContent('1');
    expect(counts.getByText('Closed').nextSibling).toHaveTextContent('1');

    const rows = within(await screen.findByRole('list', { name: 'Tickets' })).getAllByRole('link');
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(first).toHaveAttribute('href', '/support/tickets/12');
    expect(first).toHaveTextContent('#12');
    expect(first).toHaveTextContent('Audio does not play');
    expect(first).toHaveTextContent('hodan@example.com');
    expect(first).toHaveTextContent('Messages: 3');
    expect(within(first).getByText('open')).toHaveAttribute('data-status', 'open');
    expect(within(first).getByText('open').className).toContain('danger');
    expect(within(rows[1]!).getByText('pending').className).toContain('warning');
    expect(within(rows[2]!).getByText('closed').className).toContain('success');
    // The updated-time rule: time of day, weekday and time, full date.
    for (const [i, t] of ticketsFixture.entries()) {
      expect(rows[i]).toHaveTextContent(formatTicketTime(t.updated_at, new Date()));
    }
    expect(rows[2]).toHaveTextContent('Nov 3, 2025');
  });

  it("marks a ticket whose sender was not proven 'Sender not verified', and only that one", async () => {
    serveInbox([{ ...ticketsFixture[0]!, id: 13, sender_verified: false }, ticketsFixture[1]!]);
    renderRoute('/support');
    const rows = within(await screen.findByRole('list', { name: 'Tickets' })).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Sender not verified');
    expect(rows[1]).not.toHaveTextContent('Sender not verified');
  });

  it('filters by status and searches; says No tickets found with a hint when nothing matches', async () => {
    const seen = serveInbox();
    renderRoute('/support');
    await screen.findByRole('list', { name: 'Tickets' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('link')).toHaveLength(1),
    );
    expect(seen.at(-1)?.get('status')).toBe('pending');

    await userEvent.type(screen.getByLabelText('Search'), 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'No tickets found' })).toBeInTheDocument();
    expect(screen.getByText(/Try a different search or status filter/)).toBeInTheDocument();
    expect(seen.at(-1)?.get('search')).toBe('nothing like this');
  });

  it('sends the customer email filter and refreshes on request', async () => {
    const seen = serveInbox();
    renderRoute('/support');
    await screen.findByRole('list', { name: 'Tickets' });
    await userEvent.type(screen.getByLabelText('Customer email'), 'cali@example.com');
    await waitFor(() => expect(seen.at(-1)?.get('customer_email')).toBe('cali@example.com'));
    const before = seen.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
  });

  it('sends a non-admin to /dashboard without asking for any ticket', async () => {
    localStorage.setItem('isAdmin', 'false');
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile())));
    const seen = serveInbox();
    const router = createMemoryRouter(
      [
        {
          element: <RequireAuth />,
          children: [
            { path: '/dashboard', element: <h1>Dashboard</h1> },
            { path: '/support', element: <SupportInboxPage /> },
          ],
        },
      ],
      { initialEntries: ['/support'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(seen).toHaveLength(0);
  });
});
