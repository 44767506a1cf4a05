import {
  detailSchema,
  ticketCountsSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessageSchema,
  ticketReplyRequestSchema,
  ticketSchema,
  ticketSearchQuerySchema,
  ticketSummarySchema,
  ticketUpdateRequestSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { SupportService } from './support.service';

const notFound = { 404: detailSchema };
const tags = ['support'];

/** The support calls of spec 02 §7 "Support": support agents, who are admins, only. */
export async function supportRoutes(app: AppInstance, { support }: { support: SupportService }) {
  const admin = { access: 'admin' } as const;

  app.get(
    '/support/tickets',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tickets, most recently updated first; filter by status, customer email and free text',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema },
      },
    },
    (request) => support.list(request.query),
  );

  app.get(
    '/support/tickets/counts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many tickets match the customer email and free text: in total, open, pending and closed',
        querystring: ticketSearchQuerySchema,
        response: { 200: ticketCountsSchema },
      },
    },
    (request) => support.counts(request.query),
  );

  app.get(
    '/support/tickets/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A ticket with its conversation, oldest message first',
        params: ticketIdParamsSchema,
        response: { 200: ticketSchema, ...notFound },
      },
    },
    (request) => support.get(request.params.id),
  );

  app.post(
    '/support/tickets/:id/reply',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Reply to the customer by email (the ticket reference in the subject, threaded); stored as outbound. 422 when the ticket has no valid customer address',
        params: ticketIdParamsSchema,
        body: ticketReplyRequestSchema,
        response: { 201: ticketMessageSchema, ...notFound, 422: detailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await support.reply(request.params.id, request.body.text_body)),
  );

  app.patch(
    '/support/tickets/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the status: open, pending or closed',
        params: ticketIdParamsSchema,
        body: ticketUpdateRequestSchema,
        response: { 200: ticketSummarySchema, ...notFound },
      },
    },
    (request) => support.setStatus(request.params.id, request.body.status),
  );

  app.delete(
    '/support/tickets/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a ticket with its messages',
        params: ticketIdParamsSchema,
        response: { 200: detailSchema, ...notFound },
      },
    },
    (request) => support.remove(request.params.id),
  );
}
