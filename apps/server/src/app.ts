import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import { createAccessTokens, type AccessTokens } from './lib/access-token';
import { createGuards, type Guards } from './plugins/auth-guard';
import { registerErrorHandler, registerJsonNotFound } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { healthRoutes } from './modules/health/health.routes';
import { lessonsRoutes } from './modules/lessons/lessons.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { createAudioService, type AudioService } from './modules/audio/audio.service';
import { audioRoutes } from './modules/audio/audio.routes';
import { createTts, type TtsProvider } from './adapters/tts';
import { createAudioStore, type AudioStore } from './adapters/storage';
import { createAccountAdapters, type AccountAdapters } from './modules/auth/account-adapters';
import { authRoutes } from './modules/auth/auth.routes';
import { emailsRoutes } from './modules/emails/emails.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { profileRoutes } from './modules/profile/profile.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock: Clock;
  tokens: AccessTokens;
  guards: Guards;
  version: string;
  content: ContentService;
  /** Lesson audio: recordings, stored and synthesised speech. */
  audio: AudioService;
  tts: TtsProvider;
  audioStore: AudioStore;
  /** Outgoing mail (SMTP or the DATA_DIR outbox). */
  mailer: AccountAdapters['mailer'];
  /** Rate-limit counters (database, or Redis when REDIS_URL is set). */
  rateLimits: AccountAdapters['rateLimits'];
  captcha: AccountAdapters['captcha'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services and adapters every module uses; decorated once in buildApp. */
    deps: AppDeps;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock?: Clock;
  /** Default: the bundles of CONTENT_DIR, registered in `database`. */
  content?: ContentService;
  /** Default: TTS_PROVIDER and AUDIO_STORE. */
  tts?: TtsProvider;
  audioStore?: AudioStore;
  /** Defaults chosen by configuration; tests hand in fakes. */
  mailer?: AccountAdapters['mailer'];
  rateLimits?: AccountAdapters['rateLimits'];
  captcha?: AccountAdapters['captcha'];
  /** false in tests; pino options otherwise. */
  logger?: boolean | object;
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

/** Builds the whole Hadal server without listening; tests use it through app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database, secrets } = options;
  const clock = options.clock ?? systemClock;
  const fastify = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Only the path is logged: query strings may hold one-time tokens.
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                id: req.id,
                method: req.method,
                path: req.url.split('?')[0],
              }),
            },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const tokens = createAccessTokens(secrets.jwtSecret, clock);
  const accountAdapters = createAccountAdapters(options, { config, database, clock, secrets, log: fastify.log });
  const content = options.content ?? createContentService(database.db, { contentDir: config.CONTENT_DIR });
  const tts = options.tts ?? createTts(config);
  const audioStore = options.audioStore ?? createAudioStore(config);
  const deps: AppDeps = {
    config,
    database,
    secrets,
    clock,
    tokens,
    guards: createGuards(database.db, tokens),
    version: process.env.npm_package_version ?? '0.1.0',
    content,
    audio: createAudioService({ content, store: audioStore, tts }),
    tts,
    audioStore,
    mailer: accountAdapters.mailer,
    rateLimits: accountAdapters.rateLimits,
    captcha: accountAdapters.captcha,
  };
  const app = fastify as unknown as AppInstance;
  app.decorate('deps', deps);
  if (!options.tts) app.addHook('onClose', () => tts.close());
  app.decorateRequest('user', null);
  app.addHook('onClose', () => accountAdapters.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      const a = api as AppInstance;
      await a.register(healthRoutes);
      await a.register(lessonsRoutes);
      await a.register(progressRoutes);
      await a.register(authRoutes);
      await a.register(emailsRoutes);
      await a.register(captchaRoutes);
      await a.register(profileRoutes);
      // Feature modules register here, one line each.
    },
    { prefix: '/api' },
  );
  await app.register(audioRoutes);

  const webDist = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  if (existsSync(path.join(webDist, 'index.html'))) await registerSpa(app, webDist);
  else registerJsonNotFound(app);

  return app;
}
