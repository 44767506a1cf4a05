import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** "192.0.2.1", "2001:db8::1", "10.0.0.0/8" or "2001:db8::/32". */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const type = isIP(address);
  if (type === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (type === 4 ? 32 : 128);
}

/** Every environment variable Hadal reads. Documented in the README's configuration table. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** At start, a PostgreSQL that does not answer is asked again with backoff for this long, then the start fails. */
  DATABASE_START_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key for MFA secrets at rest (AES-256-GCM, HKDF-derived); defaults to a key derived from JWT_SECRET. */
  MFA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Accounts that may be registered from one client address per hour. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Longer than a proxy's idle timeout (nginx upstream and most load balancers: 60 s), so the proxy
  // closes an idle connection first and never sends a request on one Hadal is closing.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hadal <no-reply@hadal.localhost>'),
  SUPPORT_EMAIL: z.email().optional(),
  /** The support inbox's SMTP listener: off unless a port is given (0 picks a free one). */
  SUPPORT_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SUPPORT_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  /** The address the support inbox accepts mail for and replies from; SUPPORT_EMAIL when unset. */
  SUPPORT_ADDRESS: z.email().optional(),
  SUPPORT_MAX_MESSAGE_BYTES: z.coerce.number().int().min(10_000).max(100_000_000).default(10_485_760),
  /** Mail a proven sender may send per hour. */
  SUPPORT_MESSAGES_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Mail one connecting address may send per hour (trusted relays aside). */
  SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Mail one SMTP connection may carry before it is closed. */
  SUPPORT_MESSAGES_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Relays (addresses or CIDR networks, comma-separated) whose Authentication-Results prove a
   * sender instead of the inbox's own SPF, DKIM and DMARC checks.
   */
  SUPPORT_TRUSTED_RELAYS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrNetwork), 'must be IP addresses or CIDR networks, comma-separated')
    .default([]),
  /** The authserv-id the trusted relays write in Authentication-Results (required with SUPPORT_TRUSTED_RELAYS). */
  SUPPORT_RELAY_AUTHSERV_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, 'must be a host name such as mx.example.org')
    .optional(),
  JOBS_WORKER: bool.default(true),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
  CAPTCHA: z.enum(['altcha', 'off']).default('altcha'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** open: anyone may register; invite: registration needs an invite code (admins may switch at runtime). */
  REGISTRATION_MODE: z.enum(['open', 'invite']).default('open'),
  /** AI calls (dynamic lessons) a learner may make per UTC day unless an admin sets their own limit. */
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * Administrators must have two-factor authentication on before any admin or support call answers
   * (403 otherwise). false is for development only: refused with NODE_ENV=production.
   */
  ADMIN_REQUIRE_MFA: bool.default(true),
  /**
   * The bootstrap administrator's TOTP secret (base32), set as its second factor at each start: for
   * test and benchmark environments, whose scripts compute its codes. Leave unset in production.
   */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,}$/, 'must be base32 (A-Z, 2-7), at least 16 characters')
    .optional(),
  TRUST_PROXY: bool.default(false),
  /** The OpenAPI document and its viewer at /api/docs; off in production unless set. */
  API_DOCS: bool.optional(),
  AUDIO_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  TTS_PROVIDER: z.enum(['espeak', 'azure']).default('espeak'),
  AZURE_SPEECH_KEY: z.string().min(1).optional(),
  AZURE_SPEECH_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be an Azure region name such as westeurope')
    .optional(),
  /** Speech recognition for pronunciation practice; `none` offers the self-check. */
  SPEECH_PROVIDER: z.enum(['none', 'openai', 'whisper-cpp', 'azure']).default('none'),
  /** Base URL of the provider (an OpenAI-compatible server, the whisper.cpp server, or an Azure endpoint). */
  SPEECH_API_URL: z.url().optional(),
  SPEECH_API_KEY: z.string().min(1).optional(),
  SPEECH_MODEL: z.string().min(1).optional(),
  /** The provider runs on the operator's own host: not a third party for children's recordings. */
  SPEECH_PROVIDER_LOCAL: bool.default(false),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** An OpenAI-compatible chat-completions server for dynamic lessons; unset: the built-in composer. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /** Social sign-in (OpenID Connect): a provider is on when its client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  API_DOCS: boolean;
  SUPPORT_EMAIL: string;
  SUPPORT_ADDRESS: string;
};

/** support@ at the domain of the sender address (MAIL_FROM), e.g. support@hadal.localhost. */
export function defaultSupportEmail(mailFrom: string): string {
  const domain = /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'hadal.localhost';
  return `support@${domain}`;
}

export class ConfigError extends Error {}

/** What a speech provider needs besides its name, or null when it has it. */
function speechConfigProblem(c: z.infer<typeof configSchema>): string | null {
  if (c.SPEECH_PROVIDER === 'openai' && !c.SPEECH_API_KEY && !c.SPEECH_API_URL) {
    return 'SPEECH_API_KEY (or SPEECH_API_URL of a self-hosted server) is required when SPEECH_PROVIDER=openai';
  }
  if (c.SPEECH_PROVIDER === 'whisper-cpp' && !c.SPEECH_API_URL) {
    return 'SPEECH_API_URL is required when SPEECH_PROVIDER=whisper-cpp';
  }
  if (c.SPEECH_PROVIDER === 'azure' && !((c.SPEECH_API_KEY ?? c.AZURE_SPEECH_KEY) && c.AZURE_SPEECH_REGION)) {
    return 'AZURE_SPEECH_REGION and SPEECH_API_KEY (or AZURE_SPEECH_KEY) are required when SPEECH_PROVIDER=azure';
  }
  return null;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A social provider needs its client id and secret together, and an https issuer (http on loopback only). */
function socialConfigProblem(c: z.infer<typeof configSchema>): string | null {
  for (const name of ['GOOGLE', 'MICROSOFT'] as const) {
    if ((c[`${name}_CLIENT_ID`] === undefined) !== (c[`${name}_CLIENT_SECRET`] === undefined)) {
      return `${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`;
    }
    const issuer = new URL(c[`${name}_ISSUER`]);
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname))) {
      return `${name}_ISSUER must be an https address (http is allowed on a loopback address only)`;
    }
  }
  return null;
}

/** Parse the environment; every bad variable is listed at once, by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (!c.ADMIN_REQUIRE_MFA && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_REQUIRE_MFA=false is for development only: set NODE_ENV=development or test, or remove it',
    );
  }
  if (c.ADMIN_TOTP_SECRET !== undefined && c.ADMIN_EMAIL === undefined) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD');
  }
  if ((c.ADMIN_EMAIL === undefined) !== (c.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (c.AUDIO_STORE === 's3' && !c.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET is required when AUDIO_STORE=s3');
  }
  if (c.TTS_PROVIDER === 'azure' && !(c.AZURE_SPEECH_KEY && c.AZURE_SPEECH_REGION)) {
    throw new ConfigError(
      'Invalid configuration:\n  AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are required when TTS_PROVIDER=azure',
    );
  }
  if (c.SUPPORT_TRUSTED_RELAYS.length > 0 && !c.SUPPORT_RELAY_AUTHSERV_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPPORT_RELAY_AUTHSERV_ID is required when SUPPORT_TRUSTED_RELAYS is set',
    );
  }
  const socialProblem = socialConfigProblem(c);
  if (socialProblem) throw new ConfigError(`Invalid configuration:\n  ${socialProblem}`);
  const speechProblem = speechConfigProblem(c);
  if (speechProblem) throw new ConfigError(`Invalid configuration:\n  ${speechProblem}`);
  const apiDocs = c.API_DOCS ?? c.NODE_ENV !== 'production';
  const shownHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  const supportEmail = c.SUPPORT_EMAIL ?? defaultSupportEmail(c.MAIL_FROM);
  return {
    ...c,
    API_DOCS: apiDocs,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${shownHost}:${c.PORT}`).replace(/\/$/, ''),
    SUPPORT_EMAIL: supportEmail,
    SUPPORT_ADDRESS: (c.SUPPORT_ADDRESS ?? supportEmail).toLowerCase(),
  };
}
