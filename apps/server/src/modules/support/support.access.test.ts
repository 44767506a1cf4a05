import { describe, expect, it } from 'vitest';
import { authHeader, childViewHeader, createUser } from '@test/helpers/factories';
import { createTestApp } from '@test/helpers/test-app';
import { customerMail } from './support.fixtures';

const ctx = await createTestApp();

const result = await ctx.services.support.receive(customerMail({ subject: 'Private question' }));
const ticketId = result.outcome === 'created' ? result.ticketId : 0;

const calls = [
  { method: 'GET', url: '/api/support/tickets' },
  { method: 'GET', url: '/api/support/tickets/counts' },
  { method: 'GET', url: `/api/support/tickets/${ticketId}` },
  { method: 'POST', url: `/api/support/tickets/${ticketId}/reply`, payload: { text_body: 'Hello' } },
  { method: 'PATCH', url: `/api/support/tickets/${ticketId}`, payload: { status: 'closed' } },
  { method: 'DELETE', url: `/api/support/tickets/${ticketId}` },
] as const;

describe('support calls are for admins only', () => {
  it('refuse learners, parents, children and a parent viewing as a child (403), touching nothing', async () => {
    const learner = await createUser(ctx);
    const parent = await createUser(ctx, { isParent: true });
    const child = await createUser(ctx, { isChild: true, parentId: parent.id, email: null });
    // Even an admin parent viewing as a child is refused: the child view is not an admin session.
    const adminParent = await createUser(ctx, { isParent: true, isAdmin: true });
    const adminChild = await createUser(ctx, { isChild: true, parentId: adminParent.id, email: null });
    const headers = [
      await authHeader(ctx, learner),
      await authHeader(ctx, parent),
      await authHeader(ctx, child),
      await childViewHeader(ctx, child, parent),
      await childViewHeader(ctx, adminChild, adminParent),
    ];
    for (const h of headers) {
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers: h });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'Administrator access required' });
      }
    }
    const admin = await authHeader(ctx, await createUser(ctx, { isAdmin: true }));
    const ticket = await ctx.app.inject({ method: 'GET', url: `/api/support/tickets/${ticketId}`, headers: admin });
    expect(ticket.json()).toMatchObject({ status: 'open', message_count: 1 });
  });

  it('refuse a caller without a token (401)', async () => {
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBe(401);
  });
});
