import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES, ticketCountsSchema, ticketListResponseSchema, ticketSchema } from '@hadal/domain';
import { eq } from 'drizzle-orm';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { tickets } from '@/db/schema';
import { authHeader, createUser } from '@test/helpers/factories';
import { createTestApp } from '@test/helpers/test-app';
import { customerMail } from './support.fixtures';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer, env: { SUPPORT_ADDRESS: 'help@hadal.test' } });
let admin: { authorization: string };

beforeAll(async () => {
  admin = await authHeader(ctx, await createUser(ctx, { isAdmin: true }));
});

async function newTicket(overrides: Parameters<typeof customerMail>[0] = {}) {
  const result = await ctx.services.support.receive(customerMail(overrides));
  if (result.outcome !== 'created') throw new Error(`expected a new ticket, got ${result.outcome}`);
  return result.ticketId;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
const replyTo = (id: number, text_body: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/support/tickets/${id}/reply`, headers: admin, payload: { text_body } });

describe('GET /api/support/tickets and /counts', () => {
  it('lists tickets newest first with message counts, filters by status, email and free text', async () => {
    const a = await newTicket({ subject: 'Audio does not play', fromEmail: 'hodan@example.com' });
    ctx.clock.advance(60_000);
    const b = await newTicket({ subject: 'Billing 100%_off?', fromEmail: 'cali@example.com' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${b}`,
      headers: admin,
      payload: { status: 'pending' },
    });

    const all = ticketListResponseSchema.parse((await get('/api/support/tickets')).json());
    expect(all.map((t) => t.id).slice(0, 2)).toEqual([b, a]);
    expect(all.find((t) => t.id === a)).toMatchObject({
      status: 'open',
      message_count: 1,
      customer_email: 'hodan@example.com',
    });

    // The list shows each ticket as the ticket itself answers it, times to the millisecond in UTC.
    const { messages, ...summaryOfA } = (await get(`/api/support/tickets/${a}`)).json();
    expect(all.find((t) => t.id === a)).toEqual({ ...summaryOfA, message_count: messages.length });
    expect(summaryOfA.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await get('/api/support/tickets?limit=1')).json().map((t: { id: number }) => t.id)).toEqual([b]);
    const both = await get('/api/support/tickets?status=pending&customer_email=Cali@example.com');
    expect(both.json().map((t: { id: number }) => t.id)).toEqual([b]);
    expect((await get('/api/support/tickets?status=open&customer_email=cali@example.com')).json()).toEqual([]);

    const pending = ticketListResponseSchema.parse((await get('/api/support/tickets?status=pending')).json());
    expect(pending.every((t) => t.status === 'pending')).toBe(true);
    expect(pending.map((t) => t.id)).toContain(b);
    expect((await get('/api/support/tickets?status=all')).json()).toHaveLength(all.length);

    const byEmail = ticketListResponseSchema.parse(
      (await get('/api/support/tickets?customer_email=HODAN@example.com')).json(),
    );
    expect(byEmail.map((t) => t.id)).toEqual([a]);

    const search = (s: string) => get(`/api/support/tickets?search=${encodeURIComponent(s)}`);
    expect((await search('audio')).json().map((t: { id: number }) => t.id)).toEqual([a]);
    expect((await search('cali@')).json().map((t: { id: number }) => t.id)).toEqual([b]);
    // LIKE wildcards are taken literally.
    expect((await search('100%_off')).json().map((t: { id: number }) => t.id)).toEqual([b]);
    expect((await search('0%o')).json()).toEqual([]);

    const counts = ticketCountsSchema.parse((await get('/api/support/tickets/counts')).json());
    expect(counts.total).toBe(counts.open + counts.pending + counts.closed);
    expect(counts.pending).toBeGreaterThanOrEqual(1);
    expect((await get('/api/support/tickets/counts?search=audio')).json()).toEqual({
      total: 1,
      open: 1,
      pending: 0,
      closed: 0,
    });
  });

  it('writes each ticket as the schema orders it, escaped, and shows every change at once, however made', async () => {
    const id = await newTicket({ subject: 'Say "haa"\\ \u00e9 / ok', fromEmail: 'ayaan@example.com' });
    const url = '/api/support/tickets?customer_email=ayaan@example.com';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    // Tickets hold customers' mail: never kept by a browser or proxy.
    expect(first.headers['cache-control']).toBe('no-store');
    const [shown] = first.json() as Record<string, unknown>[];
    expect(Object.keys(shown!)).toEqual(Object.keys(ticketListResponseSchema.element.shape));
    expect(shown).toMatchObject({ id, subject: 'Say "haa"\\ \u00e9 / ok', status: 'open', message_count: 1 });
    // A change made through the support service shows on the next call.
    await ctx.services.support.setStatus(id, 'closed');
    expect((await get(url)).json()).toMatchObject([{ id, status: 'closed' }]);
    const countsUrl = '/api/support/tickets/counts?customer_email=ayaan@example.com';
    expect((await get(countsUrl)).json()).toMatchObject({ total: 1, closed: 1 });
    // So does one made by another process, told of or not: nothing is kept between calls.
    await ctx.db.update(tickets).set({ status: 'pending' }).where(eq(tickets.id, id));
    expect((await get(url)).json()).toMatchObject([{ id, status: 'pending' }]);
    expect((await get(countsUrl)).json()).toMatchObject({ total: 1, pending: 1, closed: 0 });
  });

  it('shows a mail in, a reply and a deletion at once in the list and the counts', async () => {
    const email = 'faadumo@example.com';
    const url = `/api/support/tickets?customer_email=${email}`;
    const countsUrl = `/api/support/tickets/counts?customer_email=${email}`;
    expect((await get(url)).json()).toEqual([]);
    expect((await get(countsUrl)).json()).toMatchObject({ total: 0 });
    const id = await newTicket({ subject: 'Lesson 3 is locked', fromEmail: email });
    expect((await get(url)).json()).toMatchObject([{ id, message_count: 1 }]);
    expect((await get(countsUrl)).json()).toMatchObject({ total: 1, open: 1 });
    const reply = await replyTo(id, 'It opens once lesson 2 is passed.');
    expect(reply.statusCode).toBe(201);
    expect((await get(url)).json()).toMatchObject([{ id, message_count: 2 }]);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/support/tickets/${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await get(url)).json()).toEqual([]);
    expect((await get(countsUrl)).json()).toMatchObject({ total: 0 });
  });

  it('refuses an unknown status (422)', async () => {
    expect((await get('/api/support/tickets?status=archived')).statusCode).toBe(422);
  });
});

describe('GET /api/support/tickets/:id', () => {
  it('answers the ticket with its conversation, and 404 for an unknown one', async () => {
    const id = await newTicket({ text: 'Salaan', html: '<p>Salaan <script>alert(1)</script></p>' });
    const res = await get(`/api/support/tickets/${id}`);
    expect(res.statusCode).toBe(200);
    const ticket = ticketSchema.parse(res.json());
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({
      direction: 'inbound',
      html_body: '<p>Salaan </p>',
      text_body: 'Salaan',
    });
    const missing = await get('/api/support/tickets/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Ticket not found' });
  });
});

describe('POST /api/support/tickets/:id/reply', () => {
  it('stores an outbound message and mails the customer with the reference and threading headers', async () => {
    const first = customerMail({ subject: 'Cannot sign in', fromEmail: 'amina@example.com' });
    const id = await newTicket(first);
    const res = await replyTo(id, '  Please try again now.\n\nHadal support  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ direction: 'outbound', from_email: 'help@hadal.test', html_body: null });
    expect(res.json().text_body).toBe('Please try again now.\n\nHadal support');

    await ctx.services.jobs.drain();
    const sent = mailer.lastTo('amina@example.com')!;
    expect(sent.subject).toBe(`Re: Cannot sign in [Hadal #${id}]`);
    expect(sent.text).toBe('Please try again now.\n\nHadal support');
    expect(sent.html).toContain('<p>Please try again now.</p>');
    expect(sent.messageId).toMatch(/^<support-\d+-[\w-]+@hadal\.test>$/);
    expect(sent.headers).toMatchObject({
      'In-Reply-To': first.messageId,
      References: first.messageId,
      'Reply-To': 'help@hadal.test',
    });

    const ticket = ticketSchema.parse((await get(`/api/support/tickets/${id}`)).json());
    expect(ticket.messages.map((m) => m.direction)).toEqual(['inbound', 'outbound']);
    expect(ticket.message_count).toBe(2);
  });

  it('refuses a blank reply (422) and an unknown ticket (404), sending nothing', async () => {
    const id = await newTicket();
    const before = mailer.sent.length;
    const blank = await replyTo(id, ' \n ');
    expect(blank.statusCode).toBe(422);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/tickets/999999/reply',
      headers: admin,
      payload: { text_body: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
    await ctx.services.jobs.drain();
    expect(mailer.sent.length).toBe(before);
    expect(ticketSchema.parse((await get(`/api/support/tickets/${id}`)).json()).messages).toHaveLength(1);
  });

  it('refuses a reply to a ticket with no valid customer address (422, clear detail), storing and sending nothing', async () => {
    const id = await newTicket();
    // A ticket stored before addresses were checked, holding a display name instead of an address.
    await ctx.db.update(tickets).set({ customerEmail: 'Hodan Ali' }).where(eq(tickets.id, id));
    const before = mailer.sent.length;
    const res = await replyTo(id, 'Hello');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: SUPPORT_MESSAGES.replyNoRecipient });
    await ctx.services.jobs.drain();
    expect(mailer.sent.length).toBe(before);
    expect(ticketSchema.parse((await get(`/api/support/tickets/${id}`)).json()).messages).toHaveLength(1);
  });
});

describe('PATCH and DELETE /api/support/tickets/:id', () => {
  it('sets any status at any time', async () => {
    const id = await newTicket();
    for (const status of ['closed', 'pending', 'open'] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/support/tickets/${id}`,
        headers: admin,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status });
    }
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${id}`,
      headers: admin,
      payload: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(422);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/support/tickets/999999',
      headers: admin,
      payload: { status: 'open' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a ticket with its messages; a queued reply to it is then not sent', async () => {
    const id = await newTicket({ fromEmail: 'deleted@example.com' });
    await replyTo(id, 'Hi');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/support/tickets/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/support/tickets/${id}`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/support/tickets/${id}`, headers: admin })).statusCode,
    ).toBe(404);
    await ctx.services.jobs.drain();
    expect(mailer.lastTo('deleted@example.com')).toBeUndefined();
  });
});
