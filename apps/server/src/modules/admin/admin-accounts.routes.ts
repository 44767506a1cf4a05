import {
  adminChildMoveRequestSchema,
  adminChildProfileListSchema,
  adminChildProfileSchema,
  adminChildUpdateRequestSchema,
  adminIdParamsSchema,
  adminResetPasswordRequestSchema,
  adminUserListSchema,
  detailSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { notModifiedResponse, sendCachedAnswer } from '@/lib/cached-answer';
import type { AdminService } from './admin.service';

const admin = { access: 'admin' } as const;
const tags = ['admin'];
const params = adminIdParamsSchema;

/** Users and child profiles (spec 02 §7 Admin): administrators only. */
export async function adminAccountsRoutes(app: AppInstance, { admin: service }: { admin: AdminService }) {
  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every account that is not a child profile, with email, username, email_verified and MFA state',
        response: { 200: adminUserListSchema, 304: notModifiedResponse },
      },
      compress: false,
    },
    // Built as JSON by the database, checked against the schema and compressed once while unchanged.
    async (request, reply) => sendCachedAnswer(request, reply, await service.usersAnswer()),
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set a user's password (complexity rules); their sessions end and they are told by email",
        params,
        body: adminResetPasswordRequestSchema,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.resetPassword(request.user!, request.params.id, request.body.new_password),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a user with their child profiles, progress, reviews and sessions (not the bootstrap admin)',
        params,
        response: { 200: detailSchema, 403: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.deleteUser(request.user!, request.params.id),
  );

  app.delete(
    '/admin/users/:id/mfa',
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove a user's two-factor authentication",
        params,
        response: { 200: detailSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.removeMfa(request.user!, request.params.id),
  );

  app.post(
    '/admin/users/:id/verify-email',
    {
      config: admin,
      schema: {
        tags,
        summary: "Mark a user's email as verified",
        params,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.verifyEmail(request.user!, request.params.id),
  );

  app.get(
    '/admin/child-profiles',
    {
      config: admin,
      schema: { tags, summary: 'Every child profile with its parent', response: { 200: adminChildProfileListSchema } },
    },
    () => service.childProfiles(),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/admin/child-profiles/:id',
    config: admin,
    schema: {
      tags,
      summary: 'Edit a child profile: name, age, username, email, password (all optional; a blank password keeps it)',
      params,
      body: adminChildUpdateRequestSchema,
      response: { 200: adminChildProfileSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) => service.updateChild(request.user!, request.params.id, request.body),
  });

  app.post(
    '/admin/child-profiles/:id/verify-email',
    {
      config: admin,
      schema: {
        tags,
        summary: "Mark a child profile's email as verified",
        params,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.verifyChildEmail(request.user!, request.params.id),
  );

  app.post(
    '/admin/child-profiles/:id/move',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move a child profile to another parent (a parent account)',
        params,
        body: adminChildMoveRequestSchema,
        response: { 200: adminChildProfileSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => service.moveChild(request.user!, request.params.id, request.body.new_parent_id),
  );
}
