import { http, HttpResponse } from 'msw';
import type { Ticket, TicketSummary } from '@hadal/domain';
import { server, testAccessToken, testProfile } from '@/test/msw-server';

/** A signed-in admin (support agent): tokens and role flags as after login. */
export function signInAsAdmin() {
  localStorage.setItem('authToken', testAccessToken({ sub: 'admin@example.com', uid: 1 }));
  localStorage.setItem('refreshToken', 'admin-refresh');
  localStorage.setItem('userType', 'parent');
  localStorage.setItem('isParent', 'false');
  localStorage.setItem('isAdmin', 'true');
  server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_admin: true }))));
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export const ticketsFixture: TicketSummary[] = [
  {
    id: 12,
    subject: 'Audio does not play',
    customer_email: 'hodan@example.com',
    status: 'open',
    created_at: hoursAgo(30),
    updated_at: hoursAgo(1),
    message_count: 3,
    sender_verified: true,
  },
  {
    id: 9,
    subject: 'Billing question',
    customer_email: 'cali@example.com',
    status: 'pending',
    created_at: hoursAgo(80),
    updated_at: hoursAgo(50),
    message_count: 1,
    sender_verified: true,
  },
  {
    id: 4,
    subject: 'Thanks!',
    customer_email: 'amina@example.com',
    status: 'closed',
    created_at: '2025-11-02T10:00:00.000Z',
    updated_at: '2025-11-03T10:00:00.000Z',
    message_count: 2,
    sender_verified: true,
  },
];

export const ticketFixture: Ticket = {
  ...ticketsFixture[0]!,
  message_count: 2,
  messages: [
    {
      id: 1,
      direction: 'inbound',
      from_email: 'hodan@example.com',
      html_body:
        '<p>The audio <strong>does not</strong> play.</p><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">link</a><script>window.__xss=2</script>',
      text_body: 'The audio does not play.',
      created_at: hoursAgo(30),
      sender_verified: true,
      envelope_from: 'hodan@example.com',
      remote_address: '192.0.2.10',
      sender_check: 'spf=pass dkim=pass dmarc=pass',
    },
    {
      id: 2,
      direction: 'outbound',
      from_email: 'help@hadal.test',
      html_body: null,
      text_body: 'Which lesson?\nThanks',
      created_at: hoursAgo(1),
      sender_verified: null,
      envelope_from: null,
      remote_address: null,
      sender_check: null,
    },
  ],
};

/** Serves the inbox list (filtered by status) and the counts; returns the queries seen. */
export function serveInbox(list: TicketSummary[] = ticketsFixture) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/support/tickets', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const status = query.get('status');
      const search = query.get('search')?.toLowerCase();
      return HttpResponse.json(
        list.filter(
          (t) =>
            (!status || t.status === status) &&
            (!search || t.subject.toLowerCase().includes(search) || t.customer_email.includes(search)),
        ),
      );
    }),
    http.get('*/api/support/tickets/counts', () =>
      HttpResponse.json({
        total: list.length,
        open: list.filter((t) => t.status === 'open').length,
        pending: list.filter((t) => t.status === 'pending').length,
        closed: list.filter((t) => t.status === 'closed').length,
      }),
    ),
  );
  return seen;
}
