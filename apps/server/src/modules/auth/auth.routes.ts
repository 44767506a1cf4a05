import cookie from '@fastify/cookie';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  detailSchema,
  loginMfaRequestSchema,
  loginPasskeyOptionsRequestSchema,
  logoutBodySchema,
  tokenPairSchema,
  webAuthnJsonSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@hadal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '@/app-types';
import { TRUSTED_DEVICE_COOKIE } from '@/modules/mfa';
import type { AuthService } from './auth.service';
import type { LoginExtras, LoginOutcome } from './second-step';

/** The code step's browser facts: its trusted-device cookie and its name. */
const browserOf = (request: FastifyRequest): LoginExtras => ({
  trustedDeviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
  userAgent: request.headers['user-agent'],
});

/** The bearer token of a public route's request, if it carries one. */
const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
};

/** Sends a sign-in's answer, setting the trusted-device cookie when the browser asked to be remembered. */
function answer<T>(reply: FastifyReply, outcome: LoginOutcome<T>): T {
  if (outcome.cookie) reply.setCookie(outcome.cookie.name, outcome.cookie.value, outcome.cookie.options);
  return outcome.body;
}

const errors = {
  400: detailSchema,
  401: detailSchema,
  403: detailSchema,
  409: detailSchema,
  422: detailSchema,
  429: detailSchema,
};

export async function authRoutes(app: AppInstance, { auth }: { auth: AuthService }) {
  // The trusted-device cookie of two-factor sign-in is read and set by these routes and the social
  // ones only: the cookie plugin's hooks run on their requests, not on every API call.
  await app.register(cookie);
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
          'An unverified email answers 403 with x-verification-required: true. With two-factor authentication on, ' +
          'the answer is requires_mfa (and an mfa_token) unless mfa_code is valid or the browser is trusted; ' +
          "remember_device='true' with a valid code sets the 30-day trusted-device cookie.",
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await auth.login(request.body.username, request.body.password, request.ip, {
          ...browserOf(request),
          mfaCode: request.body.mfa_code,
          rememberDevice: request.body.remember_device === true,
        }),
      ),
  );

  app.post(
    '/auth/login-mfa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in that answered requires_mfa: its mfa_token with a code, a backup code or a passkey',
        description: 'Wrong codes count toward the sign-in lockout (429 with Retry-After).',
        body: loginMfaRequestSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await auth.loginMfa(
          { mfaToken: request.body.mfa_token, code: request.body.code, passkeyResponse: request.body.passkey_response },
          request.ip,
          { ...browserOf(request), rememberDevice: request.body.remember_device === true },
        ),
      ),
  );

  app.post(
    '/auth/login-mfa/passkey-options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "WebAuthn request options for the code step's 'Use a passkey'",
        body: loginPasskeyOptionsRequestSchema,
        response: { 200: webAuthnJsonSchema, ...errors },
      },
    },
    async (request) => auth.loginPasskeyOptions(request.body.mfa_token),
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
        summary: "Sign out: end the refresh token's session and the bearer token's session",
        description:
          'Either may come alone. Ending a session ends every access token of it at once, and every ' +
          'view-as-child session opened from it. A bearer that no longer verifies ends nothing; the answer is 200 either way.',
        body: logoutBodySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => auth.logout(request.body?.refresh_token, bearerOf(request)),
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
    async (request) =>
      auth.changePassword(
        request.user!,
        request.body.current_password,
        request.body.new_password,
        request.body.mfa_code,
        request.ip,
      ),
  );
}
