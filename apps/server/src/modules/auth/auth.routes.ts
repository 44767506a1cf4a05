import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  detailSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { AuthService } from './auth.service';

const errors = {
  400: detailSchema,
  401: detailSchema,
  403: detailSchema,
  409: detailSchema,
  422: detailSchema,
  429: detailSchema,
};

export async function authRoutes(app: AppInstance, { auth }: { auth: AuthService }) {
  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (unverified until the emailed link is opened)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, request.ip)),
  );

  app.post(
    '/auth/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email or username and a password (form-encoded)',
        description:
          'Failed attempts are counted per identifier and per client address; past the limit the answer is 429 with Retry-After. ' +
          'An unverified email answers 403 with x-verification-required: true.',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => auth.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the session)',
        body: refreshRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the presented refresh token',
        body: logoutRequestSchema.optional().nullable(),
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => auth.logout(request.body?.refresh_token),
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions are signed out and this one receives a fresh token pair',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => auth.changePassword(request.user!, request.body.current_password, request.body.new_password),
  );
}
