import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { Logger } from 'pino';
import type { AppInstance } from '@/app-types';
import type { Config } from '@/config';
import { enforceDeclaredAccess, type RouteAccessEntry } from '@/plugins/access';
import { checkResponseContract, declareCommonAnswers } from '@/plugins/response-contract';
import { clientErrorHandler, drainingAnswer, frameworkErrors } from '@/plugins/edge-errors';
import { registerErrorHandler, registerJsonNotFound } from '@/plugins/error-handler';
import { registerOpenApi } from '@/plugins/openapi';
import { createRequestLogController } from '@/plugins/request-log';
import { createSerializerCompiler } from '@/plugins/serializer';
import { registerSpa } from '@/plugins/spa';
import { guardedValidatorCompiler } from '@/plugins/validation';
import { DEFAULT_WEB_DIST_DIR } from '@/paths';
import { DYNAMIC_COMPRESSION } from '@/lib/cached-answer';
import type { Services } from '@/services';
import { adminRoutes } from '@/modules/admin';
import { audioRoutes } from '@/modules/audio';
import { authRoutes } from '@/modules/auth';
import { captchaRoutes } from '@/modules/captcha';
import { childrenRoutes } from '@/modules/children';
import { emailsRoutes } from '@/modules/emails';
import { familyVoiceRoutes } from '@/modules/family-voice';
import { voiceStudioRoutes } from '@/modules/voice-studio';
import { healthRoutes } from '@/modules/health';
import { invitesRoutes } from '@/modules/invites';
import { lessonsRoutes } from '@/modules/lessons';
import { placementRoutes } from '@/modules/placement';
import { mfaRoutes } from '@/modules/mfa';
import { profileRoutes } from '@/modules/profile';
import { progressRoutes } from '@/modules/progress';
import { pronunciationRoutes } from '@/modules/pronunciation';
import { reviewRoutes } from '@/modules/review';
import { dynamicLessonsRoutes } from '@/modules/dynamic-lessons';
import { socialRoutes } from '@/modules/social';
import { storiesRoutes } from '@/modules/stories';
import { supportRoutes } from '@/modules/support';

export interface BuildAppOptions {
  config: Config;
  /** Every service, built once by createServices() (tests build it with fakes). */
  services: Services;
  /** The process's logger (lib/logger.ts). */
  log: Logger;
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module route with its declared access, in registration order. */
    routeAccess: readonly RouteAccessEntry[];
  }
}

/**
 * Builds the whole Hadal server without listening; tests use it through app.inject().
 * Modules register in one scope where every route must declare its access (plugins/access.ts).
 */
const SOCIAL_CALLBACK = /^\/auth\/(google|microsoft)\/callback(\?|$)/;

/** The headers helmet sets for `options`, recorded from its own middleware on a bare response. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function buildApp({ config, services, log }: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    loggerInstance: log,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A slow or stalled client is cut off: the whole request (headers and body) must arrive within
    // REQUEST_TIMEOUT_MS, and an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node checks those timeouts on this interval (30 s by default, too coarse for the bound above).
    http: { connectionsCheckingInterval: Math.max(100, Math.min(1_000, config.REQUEST_TIMEOUT_MS / 2)) },
    trustProxy: config.TRUST_PROXY,
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: createRequestLogController(),
    // What never reaches a route answers `{detail}` too (plugins/edge-errors.ts).
    clientErrorHandler,
    frameworkErrors,
    // While draining, the answer is ours (503 `{detail}` with Connection: close), not Fastify's.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>() as unknown as AppInstance;

  app.server.headersTimeout = Math.min(config.REQUEST_TIMEOUT_MS, 20_000);
  // On shutdown a connection closes as soon as its last answer is sent, instead of idling for
  // KEEP_ALIVE_TIMEOUT_MS and holding the exit back (idle ones are closed by Fastify's close).
  // A request that arrives on a kept-alive connection once the drain began answers 503 with
  // Connection: close, so the client (or nginx) retries it on another process.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    app.server.keepAliveTimeout = 1;
    app.log.info('draining connections');
    done();
  });

  app.setValidatorCompiler(guardedValidatorCompiler);
  // Answers are written from their schemas by fast-json-stringify; tests also check them with zod.
  app.setSerializerCompiler(createSerializerCompiler({ checkWithZod: config.NODE_ENV === 'test' }));
  registerErrorHandler(app);
  // Security headers: helmet's, the same on every answer (no per-request directive), so worked
  // out once and copied onto each answer.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    // Social sign-in opens the provider in a popup that must keep its opener (spec 01 §7).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const securityHeaderValues = Object.fromEntries(securityHeaders.map(([name, value]) => [name.toLowerCase(), value]));
  // Hooks that every answer runs are synchronous: an async hook costs a promise per request.
  // The headers go on the reply, not on the raw response: Node then writes the reply's headers as
  // they are, instead of validating and copying every one of them into its own table first.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaderValues);
    reply.header('x-request-id', request.id);
    // The popup comes back from the provider to its callback page, which posts the code to the opener.
    if (SOCIAL_CALLBACK.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    if (draining) return drainingAnswer(reply);
    done();
  });
  // Answers made per request: compressed as they are sent (content answers are compressed once).
  await app.register(compress, DYNAMIC_COMPRESSION);
  await app.register(formbody);
  if (config.API_DOCS) await registerOpenApi(app);

  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);
  await app.register(async (modules) => {
    // Administrators hold a second factor before any admin or support call answers.
    const adminSecondFactor = config.ADMIN_REQUIRE_MFA ? (userId: number) => services.mfa.isEnabled(userId) : undefined;
    if (!adminSecondFactor)
      app.log.warn(
        'ADMIN_REQUIRE_MFA=false: administrators WITHOUT two-factor authentication can use the admin and support tools. Development only.',
      );
    enforceDeclaredAccess(modules, services.authenticate, routeAccess, { adminSecondFactor });
    modules.addHook('onRoute', declareCommonAnswers);
    if (config.NODE_ENV === 'test') checkResponseContract(modules);
    // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
    modules.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    await modules.register(
      async (api) => {
        // Each module's routes receive the services they name; one line per module.
        await api.register(healthRoutes, services);
        await api.register(lessonsRoutes, services);
        await api.register(progressRoutes, services);
        await api.register(authRoutes, services);
        await api.register(emailsRoutes, services);
        await api.register(captchaRoutes, services);
        await api.register(profileRoutes, services);
        await api.register(reviewRoutes, services);
        await api.register(childrenRoutes, services);
        await api.register(placementRoutes, services);
        await api.register(storiesRoutes, services);
        await api.register(invitesRoutes, services);
        await api.register(adminRoutes, services);
        await api.register(pronunciationRoutes, services);
        await api.register(mfaRoutes, services);
        await api.register(supportRoutes, services);
        await api.register(dynamicLessonsRoutes, services);
        await api.register(socialRoutes, services);
        await api.register(familyVoiceRoutes, services);
        await api.register(voiceStudioRoutes, services);
      },
      { prefix: '/api' },
    );
    await modules.register(audioRoutes, services);
  });

  const webDist = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  if (existsSync(path.join(webDist, 'index.html'))) await registerSpa(app, webDist);
  else registerJsonNotFound(app);

  return app;
}
