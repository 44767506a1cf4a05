import {
  detailSchema,
  emailBodySchema,
  optionalEmailQuerySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  tokenQuerySchema,
  EMAIL_REQUIRED_MESSAGE,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { HttpError } from '@/lib/errors';
import type { EmailsService } from './emails.service';

const errors = { 400: detailSchema, 401: detailSchema, 422: detailSchema, 429: detailSchema };

/** The spec sends `email` in the query; a JSON body is accepted too. */
function emailOf(request: { query: { email?: string }; body?: { email?: string } | null }): string {
  const email = request.body?.email ?? request.query.email;
  if (!email) throw new HttpError(422, EMAIL_REQUIRED_MESSAGE);
  return email;
}

export async function emailsRoutes(app: AppInstance, { emails }: { emails: EmailsService }) {
  app.post(
    '/emails/verify-email',
    {
      config: { access: 'public' },
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
      // The account signed in before verifying is exactly who asks for a new link.
      config: { access: 'learner', allowUnverified: true, allowDisabled: true },
      schema: {
        tags: ['emails'],
        summary: 'Send a new verification link to the signed-in account',
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.sendVerificationTo(request.user!, request.ip),
  );

  app.post(
    '/emails/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['emails'],
        summary: 'Send a new verification link; the same answer whether or not the account exists (rate limited)',
        querystring: optionalEmailQuerySchema,
        body: emailBodySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.resendVerification(emailOf(request), request.ip),
  );

  app.post(
    '/emails/request-password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['emails'],
        summary: 'Email a password reset link (valid 1 hour); the same answer for unknown addresses (rate limited)',
        querystring: optionalEmailQuerySchema,
        body: emailBodySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => emails.requestPasswordReset(emailOf(request), request.ip),
  );

  app.post(
    '/emails/reset-password',
    {
      config: { access: 'public' },
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
