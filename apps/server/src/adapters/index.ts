import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '@/config';
import { DEFAULT_CONTENT_DIR } from '@/paths';
import type { Db } from '@/db/client';
import type { Clock } from '@/lib/clock';
import type { Secrets } from '@/lib/secrets';
import { createAltchaProvider } from './captcha/altcha-provider';
import { captchaOff, type CaptchaProvider } from './captcha/captcha-provider';
import type { Mailer } from './mail/mailer';
import type { MailInbox } from './mail-in/inbox';
import { createDbJobQueue } from './jobs/db-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { createComposerWriter } from './llm/composer.llm';
import { loadDialogueBank } from './llm/dialogue-bank';
import type { ScriptWriter } from './llm/llm';
import { createOpenAiWriter } from './llm/openai.llm';
import { createOutboxMailer } from './mail/outbox-mailer';
import type { OidcClients } from './oauth/oidc-client';
import { createOpenIdClient } from './oauth/openid-client.oidc';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createDbRateLimitStore } from './rate-limit/db-rate-limit-store';
import type { RateLimitStore } from './rate-limit/rate-limit-store';
import { createMemoryChangeFeed, type ChangeFeed } from './change-feed/change-feed';
import { createAzureSpeech } from './speech/azure.speech';
import { createOpenAiSpeech } from './speech/openai.speech';
import type { SpeechRecognizer } from './speech/speech';
import { createWhisperCppSpeech } from './speech/whisper-cpp.speech';
import type { AudioStore } from './storage/audio-store';
import { createLocalAudioStore } from './storage/local.store';
import { createAzureTts } from './tts/azure.tts';
import { createEspeakTts } from './tts/espeak.tts';
import type { TtsProvider } from './tts/tts';

/** Every external dependency, each behind its interface (ARCHITECTURE.md "Providers"). */
export interface Adapters {
  /** Outgoing mail: SMTP, or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Rate-limit counters shared by every process: the database, or Redis. */
  rateLimits: RateLimitStore;
  /** The human check on registration. */
  captcha: CaptchaProvider;
  /** Lesson audio voice. */
  tts: TtsProvider;
  /** Where synthesised audio is kept. */
  audioStore: AudioStore;
  /** Speech recognition for pronunciation practice; null: none configured (the self-check). */
  speech: SpeechRecognizer | null;
  /** The queue background jobs (every email, scheduled reports) wait in, shared by every process. */
  jobs: JobQueue;
  /** What each committed unit of work wrote, told to every process: in memory, or over Redis pub/sub. */
  changes: ChangeFeed;
  /** Writes dynamic lessons' scripts: a language model (LLM_BASE_URL), or the built-in composer. */
  scriptWriter: ScriptWriter;
  /** Incoming support mail: the SMTP listener on SUPPORT_SMTP_PORT, or null when it is not set. */
  inbox: MailInbox | null;
  /** Social sign-in: the configured OpenID Connect providers (none by default). */
  oauth: OidcClients;
}

export interface AdapterEnv {
  config: Config;
  db: Db;
  clock: Clock;
  secrets: Secrets;
  log: Logger;
}

/**
 * The only place that chooses an adapter from the configuration. Adapters given in `given`
 * (tests hand in fakes) win and are not closed here: their owner closes them.
 * The adapters of optional services (Redis, S3, the support inbox) are imported only when they
 * are configured: a process does not load, or keep in memory, client libraries it never uses.
 */
export async function createAdapters(
  env: AdapterEnv,
  given: Partial<Adapters> = {},
): Promise<Adapters & { close(): Promise<void> }> {
  const { config, db, clock, secrets, log } = env;
  const chosen: Partial<Adapters> = {};

  chosen.mailer = given.mailer
    ? undefined
    : config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);

  chosen.rateLimits = given.rateLimits
    ? undefined
    : config.REDIS_URL
      ? (await import('./rate-limit/redis-rate-limit-store')).createRedisRateLimitStore(config.REDIS_URL)
      : createDbRateLimitStore(db);

  if (!given.captcha) {
    if (config.CAPTCHA === 'off') {
      log.warn('CAPTCHA=off: registration has NO human check. Use this only for automated test environments.');
      chosen.captcha = captchaOff;
    } else {
      chosen.captcha = createAltchaProvider(db, clock, secrets.captchaHmacKey);
    }
  }

  if (!given.tts) {
    chosen.tts =
      config.TTS_PROVIDER === 'azure' && config.AZURE_SPEECH_KEY && config.AZURE_SPEECH_REGION
        ? createAzureTts({ key: config.AZURE_SPEECH_KEY, region: config.AZURE_SPEECH_REGION })
        : createEspeakTts();
  }

  if (!given.audioStore) {
    chosen.audioStore =
      config.AUDIO_STORE === 's3' && config.S3_BUCKET
        ? (await import('./storage/s3.store')).createS3AudioStore({
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          })
        : createLocalAudioStore(path.join(config.DATA_DIR, 'audio'));
  }

  if (given.speech === undefined) chosen.speech = chooseSpeech(config);

  if (!given.scriptWriter) {
    chosen.scriptWriter = config.LLM_BASE_URL
      ? createOpenAiWriter({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        })
      : createComposerWriter(() => loadDialogueBank(config.CONTENT_DIR ?? DEFAULT_CONTENT_DIR));
  }

  // The database queue works on PGlite and PostgreSQL alike; a broker-backed queue would be chosen here.
  chosen.jobs = given.jobs ? undefined : createDbJobQueue(db);

  chosen.changes = given.changes
    ? undefined
    : config.REDIS_URL
      ? (await import('./change-feed/redis-change-feed')).createRedisChangeFeed(config.REDIS_URL, log)
      : createMemoryChangeFeed();
  if (!('inbox' in given)) {
    chosen.inbox =
      config.SUPPORT_SMTP_PORT === undefined
        ? null
        : (await import('./mail-in/smtp-inbox')).createSmtpInbox({
            host: config.SUPPORT_SMTP_HOST,
            port: config.SUPPORT_SMTP_PORT,
            address: config.SUPPORT_ADDRESS,
            maxMessageBytes: config.SUPPORT_MAX_MESSAGE_BYTES,
            messagesPerConnection: config.SUPPORT_MESSAGES_PER_CONNECTION,
            senderCheck: {
              trustedRelays: config.SUPPORT_TRUSTED_RELAYS,
              relayAuthservId: config.SUPPORT_RELAY_AUTHSERV_ID ?? null,
            },
            log,
          });
  }

  if (!given.oauth) chosen.oauth = chooseOauth(config);

  const adapters = { ...chosen, ...given } as Adapters;
  return {
    ...adapters,
    async close() {
      await chosen.mailer?.close();
      await chosen.rateLimits?.close();
      await chosen.tts?.close();
      await chosen.jobs?.close();
      await chosen.changes?.close();
      await chosen.inbox?.close();
    },
  };
}

/** The social sign-in providers whose client id and secret are set; each discovers its issuer on first use. */
export function chooseOauth(config: Config): OidcClients {
  const clients: OidcClients = {};
  const callback = (provider: string) => `${config.PUBLIC_URL}/auth/${provider}/callback`;
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    clients.google = createOpenIdClient({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: callback('google'),
    });
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    clients.microsoft = createOpenIdClient({
      issuer: config.MICROSOFT_ISSUER,
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      redirectUri: callback('microsoft'),
    });
  }
  return clients;
}

/** The speech-recognition provider of SPEECH_PROVIDER, or null (the self-check). */
export function chooseSpeech(config: Config): SpeechRecognizer | null {
  const thirdParty = !config.SPEECH_PROVIDER_LOCAL;
  const timeoutMs = config.SPEECH_TIMEOUT_MS;
  switch (config.SPEECH_PROVIDER) {
    case 'openai':
      return createOpenAiSpeech({
        baseUrl: config.SPEECH_API_URL,
        apiKey: config.SPEECH_API_KEY,
        model: config.SPEECH_MODEL,
        thirdParty,
        timeoutMs,
      });
    case 'whisper-cpp':
      return createWhisperCppSpeech({
        baseUrl: config.SPEECH_API_URL!,
        apiKey: config.SPEECH_API_KEY,
        thirdParty,
        timeoutMs,
      });
    case 'azure':
      return createAzureSpeech({
        key: (config.SPEECH_API_KEY ?? config.AZURE_SPEECH_KEY)!,
        region: config.AZURE_SPEECH_REGION!,
        endpoint: config.SPEECH_API_URL,
        thirdParty,
        timeoutMs,
      });
    default:
      return null;
  }
}
