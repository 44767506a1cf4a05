import type { FastifyRequest } from 'fastify';
import {
  detailSchema,
  emailQuerySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  tokenQuerySchema,
} from '@hadal/domain';
import type { AppInstance } from '../../app';
import { Unauthorized } from '../../lib/errors';
import { accountServices } from '../auth/account-services';
import { findUserById } from '../auth/user-lookup';

const errors = { 400: detailSchema, 401: detailSchema, 422: detailSchema, 429: detailSchema };

export async function emailsRoutes(app: AppInstance) {
  const { emails } = accountServices(app);
  const { tokens, database } = app.deps;

  /** The signed-in account even when its email is not verified yet (the guards would refuse it). */
  async function signedInUser(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new Unauthorized();
    const claims = await tokens.verify(header.slice(7).trim()).catch(() => {
      throw new Unauthorized('Invalid or expired token');
    });
    const user = await findUserById(database.db, claims.uid);
    if (!user) throw new Unauthorized('Invalid or expired token');
    return user;
  }

  app.post(
    '/emails/verify-email',
    {
      schema: {
        tags: ['emails'],
        summary: 'Verify an email address with the emailed single-use token',
        querystring: tokenQuerySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.verifyEmail(request.query.token),
  );

  app.post(
    '/emails/send-verification',
    {
      schema: {
        tags: ['emails'],
        summary: 'Send a new verification link to the signed-in account',
        security: [{ bearer: [] }],
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.sendVerificationTo(await signedInUser(request), request.ip),
  );

  app.post(
    '/emails/resend-verification',
    {
      schema: {
        tags: ['emails'],
        summary: 'Send a new verification link; the same answer whether or not the account exists (rate limited)',
        querystring: emailQuerySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.resendVerification(request.query.email, request.ip),
  );

  app.post(
    '/emails/request-password-reset',
    {
      schema: {
        tags: ['emails'],
        summary: 'Email a password reset link (valid 1 hour); the same answer for unknown addresses (rate limited)',
        querystring: emailQuerySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.requestPasswordReset(request.query.email, request.ip),
  );

  app.post(
    '/emails/reset-password',
    {
      schema: {
        tags: ['emails'],
        summary: 'Set a new password with the emailed token (query or JSON body); signs out every session',
        querystring: resetPasswordQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) =>
      emails.resetPassword(
        request.body?.token ?? request.query.token,
        request.body?.new_password ?? request.query.new_password,
      ),
  );
}
