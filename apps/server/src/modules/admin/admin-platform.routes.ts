import type { z } from 'zod';
import {
  adminIdParamsSchema,
  aiLimitRequestSchema,
  aiUsagePageSchema,
  aiUsageQuerySchema,
  aiUsageRowSchema,
  analyticsSchema,
  auditListSchema,
  auditLogQuerySchema,
  bundleActivateResponseSchema,
  bundleListSchema,
  bundleParamsSchema,
  detailSchema,
  feedbackListSchema,
  inviteCreateRequestSchema,
  inviteListSchema,
  inviteRenewRequestSchema,
  inviteSchema,
  invitesQuerySchema,
  registrationSettingsSchema,
  waitlistEntrySchema,
  waitlistListSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { AdminService } from './admin.service';

const admin = { access: 'admin' } as const;
const tags = ['admin'];
const params = adminIdParamsSchema;

/** Invites, waitlist, bundles, AI usage, feedback, analytics and settings (spec 02 §7 Admin). */
export async function adminPlatformRoutes(app: AppInstance, { admin: service }: { admin: AdminService }) {
  // A read without parameters; the answer is checked against `response` when it is serialised.
  const get = <S extends z.ZodType>(url: string, summary: string, response: S, handler: () => Promise<z.input<S>>) =>
    app.get(url, { config: admin, schema: { tags, summary, response: { 200: response } } }, handler as never);

  app.post(
    '/admin/invites',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an invite (individual: for one email, once; group: for many); expiry_days from now',
        body: inviteCreateRequestSchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createInvite(request.user!, request.body)),
  );
  app.get(
    '/admin/invites',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Invites, newest first',
        querystring: invitesQuerySchema,
        response: { 200: inviteListSchema },
      },
    },
    (request) => service.invites(request.query),
  );
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/admin/invites/:id/renew',
    config: admin,
    schema: {
      tags,
      summary: 'Renew an unused invite: it expires expiry_days from now',
      params,
      body: inviteRenewRequestSchema,
      response: { 200: inviteSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) => service.renewInvite(request.user!, request.params.id, request.body.expiry_days),
  });
  app.delete(
    '/admin/invites/:id',
    {
      config: admin,
      schema: { tags, summary: 'Delete an invite', params, response: { 200: detailSchema, 404: detailSchema } },
    },
    (request) => service.deleteInvite(request.user!, request.params.id),
  );

  get('/admin/waitlist', 'The waitlist, oldest first, with each entry’s invite code', waitlistListSchema, () =>
    service.waitlist(),
  );
  app.post(
    '/admin/waitlist/:id/invite',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send an invite to a waitlist entry: an individual invite, emailed with a registration link',
        params,
        response: { 200: waitlistEntrySchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => service.inviteFromWaitlist(request.user!, request.params.id),
  );

  get('/admin/bundles', 'Every registered curriculum bundle version', bundleListSchema, () => service.bundles());
  app.post(
    '/admin/bundles/:bundleId/activate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Make a bundle (its newest version) the one active bundle',
        params: bundleParamsSchema,
        response: { 200: bundleActivateResponseSchema, 404: detailSchema },
      },
    },
    (request) => service.activateBundle(request.user!, request.params.bundleId),
  );

  get('/admin/feedback', 'Learner problem reports, newest first', feedbackListSchema, () => service.feedback());
  get('/admin/analytics', 'Platform totals', analyticsSchema, () => service.analytics());

  app.get(
    '/admin/ai-usage',
    {
      config: admin,
      schema: {
        tags,
        summary: "Each account's daily AI limit and today's (UTC) usage; search by email, paged (20)",
        querystring: aiUsageQuerySchema,
        response: { 200: aiUsagePageSchema },
      },
    },
    (request) => service.aiUsage(request.query),
  );
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/admin/ai-usage/:id/limit',
    config: admin,
    schema: {
      tags,
      summary: "Set a user's daily AI limit",
      params,
      body: aiLimitRequestSchema,
      response: { 200: aiUsageRowSchema, 404: detailSchema },
    },
    handler: (request) => service.setAiLimit(request.user!, request.params.id, request.body.daily_limit),
  });
  app.post(
    '/admin/ai-usage/:id/reset',
    {
      config: admin,
      schema: {
        tags,
        summary: "Reset a user's AI usage of today",
        params,
        response: { 200: aiUsageRowSchema, 404: detailSchema },
      },
    },
    (request) => service.resetAiUsage(request.user!, request.params.id),
  );

  get('/admin/settings', 'The registration mode in force', registrationSettingsSchema, () => service.settings());
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/admin/settings',
    config: admin,
    schema: {
      tags,
      summary: 'Switch the registration mode (open or invite) at runtime',
      body: registrationSettingsSchema,
      response: { 200: registrationSettingsSchema },
    },
    handler: (request) => service.setSettings(request.user!, request.body.registration_mode),
  });
  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin changes, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    (request) => service.auditLog(request.query),
  );
}
