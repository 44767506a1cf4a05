import cookie from '@fastify/cookie';
import {
  detailSchema,
  linkAccountRequestSchema,
  linkAccountResponseSchema,
  socialConfigSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { TRUSTED_DEVICE_COOKIE } from '@/modules/mfa';
import type { SocialService } from './social.service';

const errors = {
  400: detailSchema,
  401: detailSchema,
  403: detailSchema,
  422: detailSchema,
  429: detailSchema,
};

export async function socialRoutes(app: AppInstance, { social }: { social: SocialService }) {
  // The trusted-device cookie (auth.routes.ts): its plugin is registered where it is read.
  await app.register(cookie);
  app.get(
    '/auth/social/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The configured social sign-in providers, each with a fresh authorisation address',
        description:
          'Each call starts one authorization-code flow per provider (PKCE, state and nonce kept by the server for ' +
          '10 minutes); authorize_url is null while a provider cannot be reached. No provider configured: an empty list.',
        response: { 200: socialConfigSchema, 429: detailSchema },
      },
    },
    async (request) => social.config(request.ip),
  );

  app.post(
    '/auth/social-login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a Google or Microsoft sign-in with the authorization code (token) and its state',
        description:
          'The code is exchanged and the ID token validated (issuer, audience, nonce, expiry); only a verified email ' +
          'is taken. success with tokens, collision with a link_token when a password account has the email, or ' +
          "requires_mfa as POST /auth/token answers. Any failure: 401 'Social login failed. Please try again.'",
        body: socialLoginRequestSchema,
        response: { 200: socialLoginResponseSchema, ...errors },
      },
    },
    async (request) => social.login(request.body, request.ip, request.cookies[TRUSTED_DEVICE_COOKIE]),
  );

  app.post(
    '/auth/link-account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Link a social identity to the password account of a collision, with that account's password",
        description:
          'A wrong password answers 401 and counts toward the sign-in lockout (429 with Retry-After); an expired or ' +
          'used link token answers 400. With two-factor authentication on, the answer is requires_mfa.',
        body: linkAccountRequestSchema,
        response: { 200: linkAccountResponseSchema, ...errors },
      },
    },
    async (request) => social.linkAccount(request.body, request.ip, request.cookies[TRUSTED_DEVICE_COOKIE]),
  );
}
