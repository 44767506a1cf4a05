import { describe, expect, it } from 'vitest';
import { ticketListQuerySchema, ticketReplyRequestSchema, ticketUpdateRequestSchema } from './support.schemas';

describe('support schemas', () => {
  it('reads the list query: "all" and blanks mean no filter', () => {
    expect(ticketListQuerySchema.parse({ status: 'all', customer_email: ' ', search: '' })).toEqual({ limit: 200 });
    expect(ticketListQuerySchema.parse({ status: 'pending', limit: '5' })).toEqual({ status: 'pending', limit: 5 });
    expect(ticketListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(ticketListQuerySchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });

  it('refuses a blank reply', () => {
    expect(ticketReplyRequestSchema.safeParse({ text_body: '  \n ' }).success).toBe(false);
    expect(ticketReplyRequestSchema.safeParse({ text_body: 'Hello,\nit is fixed.' }).success).toBe(true);
  });

  it('accepts only the three statuses', () => {
    expect(ticketUpdateRequestSchema.safeParse({ status: 'closed' }).success).toBe(true);
    expect(ticketUpdateRequestSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
