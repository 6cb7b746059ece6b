import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CREDENTIAL_ENV_NAMES,
  CREDENTIAL_ENV_VARIABLES,
  formatZodError,
  OAUTH_PLATFORMS,
  type CredentialEnvName,
  type OAuthPlatform,
} from '@fanout/shared';

/** The repository root, so default paths do not depend on the working directory. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** One optional setting per platform credential variable; the names live in @fanout/shared. */
const credentialSettings = Object.fromEntries(
  CREDENTIAL_ENV_VARIABLES.map((name) => [name, optionalString]),
) as Record<CredentialEnvName, typeof optionalString>;

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/**
 * A comma-separated list of durations ("30s,2m,10m,30m,2h"; units ms, s, m, h) in milliseconds,
 * each above zero and at most a day, at least `min` of them.
 */
function durationList(name: string, fallback: string, min: number) {
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((value, context) => {
      const parts = value === '' ? [] : value.split(',').map((part) => part.trim());
      const durations: number[] = [];
      for (const part of parts) {
        const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(part);
        const ms = match ? Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? ''] ?? 0) : 0;
        if (!match || ms <= 0 || ms > 24 * 3_600_000) {
          context.addIssue({
            code: 'custom',
            message: `${name}: "${part}" is not a duration between 1ms and 24h (e.g. 30s, 2m, 1h)`,
          });
          return z.NEVER;
        }
        durations.push(Math.round(ms));
      }
      if (durations.length < min) {
        context.addIssue({ code: 'custom', message: `${name} needs at least ${min} duration` });
        return z.NEVER;
      }
      return durations;
    });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a fresh install is not reachable from the network (ADR 0029).
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'PUBLIC_URL must be a URL' }).optional()),
  DATABASE_URL: optionalString,
  // The role that owns the schema and runs the migrations; DATABASE_URL's role then only reads and
  // writes rows (ADR 0063).
  DATABASE_OWNER_URL: optionalString,
  DATA_DIR: optionalString,
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty', '']).default(''),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Fanout <no-reply@localhost>'),
  SESSION_IDLE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_LIFETIME_DAYS: z.coerce.number().positive().default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().positive().default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  SIGNUP: z.enum(['open', 'invite', 'closed']).default('open'),
  INVITATION_TTL_DAYS: z.coerce.number().positive().default(7),
  SETUP_TOKEN_TTL_HOURS: z.coerce.number().positive().default(24),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SIGN_UP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  APP_SECRET: optionalString.pipe(
    z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  ),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'S3_ENDPOINT must be a URL' }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .default('true')
    .transform((value) => value !== 'false'),
  S3_KEY_PREFIX: optionalString,
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().default(20),
  UPLOAD_MAX_AUDIO_MB: z.coerce.number().positive().default(100),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().default(1024),
  UPLOAD_MAX_DOCUMENT_MB: z.coerce.number().positive().default(50),
  // Decoded pixels of one image, all frames counted: 100 MP is above every platform's largest
  // image (LinkedIn 36 MP) and today's cameras, and refuses decompression bombs (ADR 0030).
  UPLOAD_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(100_000_000),
  UPLOAD_MAX_FILES_PER_REQUEST: z.coerce.number().int().min(1).max(100).default(10),
  // All files of one request together; a request can hold one video of the largest size.
  UPLOAD_MAX_REQUEST_MB: z.coerce.number().positive().default(2048),
  // Stored media per user (the library's files, as recorded); 0 disables the quota.
  STORAGE_QUOTA_GB: z.coerce.number().min(0).default(5),
  // Images decoded and re-encoded at once per process, shared fairly between users.
  IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  MEDIA_URL_TTL_MINUTES: z.coerce
    .number()
    .positive()
    .default(24 * 60),
  SIGNUP_CREDIT_GRANT: z.coerce.number().int().min(0).default(60),
  PLATFORM_MODE: z.enum(['live', 'sandbox', '']).default(''),
  // Unset: on in sandbox mode (the simulated LinkedIn app is approved), off in live mode (ADR 0038).
  LINKEDIN_READ_POSTS: z.enum(['true', 'false', '']).default(''),
  // The same for r_member_postAnalytics, a LinkedIn post's figures (ADR 0090).
  LINKEDIN_POST_ANALYTICS: z.enum(['true', 'false', '']).default(''),
  SANDBOX_CONTROL_TOKEN: optionalString.pipe(
    z.string().min(16, 'SANDBOX_CONTROL_TOKEN must be at least 16 characters').optional(),
  ),
  TOKEN_ENCRYPTION_KEYS: optionalString,
  // Unset: payments go to the built-in Stripe simulator (ADR 0046, 0047).
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  OAUTH_STATE_TTL_MINUTES: z.coerce.number().positive().default(10),
  TOKEN_REFRESH_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  TOKEN_REFRESH_SWEEP_SECONDS: z.coerce.number().min(0).default(300),
  // Accounts whose access ends within this many days warn of the posts due after it (ADR 0060).
  TOKEN_EXPIRY_WARNING_DAYS: z.coerce.number().positive().default(7),
  // Credit lots (ADR 0047, 0048): expiry write-offs, expiry warnings, yearly plans' monthly credits.
  CREDIT_SWEEP_SECONDS: z.coerce.number().min(0).default(600),
  CREDIT_EXPIRY_WARNING_DAYS: z.coerce.number().positive().default(7),
  REDIS_URL: optionalString.pipe(
    z
      .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  JOBS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/, 'JOBS_KEY_PREFIX may hold letters, digits, ".", "_" and "-"')
    .default('fanout'),
  // Jobs one process runs at once. Publishing jobs start before their time and mostly wait (for it,
  // then for the platforms), so a burst of 2,000 posts due at one minute must all be running
  // (ADR 0027, bench/README.md); heavier jobs cap themselves (AI media: 2).
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(2_000),
  JOBS_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30_000),
  JOBS_STALLED_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  PUBLISHING_SWEEP_SECONDS: z.coerce.number().positive().default(5),
  PUBLISHING_SWEEP_GRACE_SECONDS: z.coerce.number().min(0).default(15),
  PUBLISHING_LEASE_SECONDS: z.coerce.number().min(1).default(60),
  // Replaced by PUBLISHING_RETRY_SCHEDULE (ADR 0033): one source for the tries, never two.
  PUBLISHING_ATTEMPTS: optionalString.refine((value) => value === undefined, {
    error:
      'PUBLISHING_ATTEMPTS is no longer read: set PUBLISHING_RETRY_SCHEDULE instead (tries = its waits + 1)',
  }),
  PUBLISHING_RETRY_SCHEDULE: durationList('PUBLISHING_RETRY_SCHEDULE', '30s,2m,10m,30m,2h', 0),
  PUBLISHING_RATE_LIMIT_PROBES: durationList('PUBLISHING_RATE_LIMIT_PROBES', '1m,5m,15m,1h', 1),
  PUBLISHING_LATENESS_HOURS: z.coerce.number().positive().default(24),
  PUBLISHING_PREPARE_LEAD_SECONDS: z.coerce.number().min(0).max(600).default(30),
  PUBLISHING_CLAIM_AHEAD_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  // Fetches on a user's behalf (media URLs of a CSV import, feeds; ADR 0095, 0096) reach only
  // public addresses unless this allows private ones (a self-hosted feed on the LAN, tests).
  OUTBOUND_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  // RSS and Atom feeds of account groups (ADR 0096): each polled every RSS_POLL_MINUTES, due
  // feeds looked for every RSS_SWEEP_SECONDS (0: feeds are not polled by this process).
  RSS_POLL_MINUTES: z.coerce.number().positive().max(10_080).default(15),
  RSS_SWEEP_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  MEDIA_URL_FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  MEDIA_URL_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // Analytics (ADR 0090): X charges for every read of a post's figures, so they are read only
  // when the operator says so; the reads' own queue runs a few at a time.
  ANALYTICS_X_READS: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  ANALYTICS_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  ANALYTICS_SWEEP_SECONDS: z.coerce.number().positive().default(30),
  // Outgoing webhooks (ADR 0094): public addresses only unless the operator allows private ones.
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  WEBHOOKS_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  WEBHOOKS_SWEEP_SECONDS: z.coerce.number().positive().default(2),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL' }).optional(),
  ),
  // The spec labels the default provider "GPT-5".
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-5'),
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  OPENAI_SPEECH_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'GEMINI_BASE_URL must be an http(s) URL' }).optional(),
  ),
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  // Imagen is shut down on the Gemini API; its image models answer through generateContent.
  GEMINI_IMAGE_MODEL: z.string().trim().min(1).default('gemini-2.5-flash-image'),
  GEMINI_VIDEO_MODEL: z.string().trim().min(1).default('veo-3.1-generate-preview'),
  GEMINI_VIDEO_POLL_SECONDS: z.coerce.number().positive().max(60).default(10),
  // At most 10 minutes, as AI_MEDIA_TIMEOUT_SECONDS: the stuck-generation sweep waits 15 (ADR 0026).
  GEMINI_VIDEO_MAX_WAIT_SECONDS: z.coerce.number().positive().max(600).default(600),
  // Reasoning models take tens of seconds for a post; a minute before giving up.
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  // One image or speech request (or one call of a video's); a background job can wait longer.
  AI_MEDIA_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(180),
  // Generations a user may start per rolling hour, successful or not; 0 disables the limit.
  AI_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(60),
  // Prometheus metrics on their own port (ADR 0072); unset: off.
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'METRICS_PORT must be a port number')
      .transform(Number)
      .pipe(z.number().max(65535, 'METRICS_PORT must be a port number'))
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  ...credentialSettings,
});

type Env = z.infer<typeof envSchema>;

/** Each platform's app credentials, when both of its variables are set (CREDENTIAL_ENV_NAMES). */
function platformCredentials(env: Env) {
  const credentials: Partial<Record<OAuthPlatform, { clientId: string; clientSecret: string }>> =
    {};
  for (const platform of OAUTH_PLATFORMS) {
    const names = CREDENTIAL_ENV_NAMES[platform];
    const clientId = env[names.id];
    const clientSecret = env[names.secret];
    if (clientId && clientSecret) credentials[platform] = { clientId, clientSecret };
  }
  return credentials;
}

/** "k2:<base64 32 bytes>,k1:<base64 32 bytes>": the first encrypts, all decrypt. */
function tokenKeys(value: string | undefined) {
  if (!value) return null;
  return value.split(',').map((entry) => {
    const [id = '', key = ''] = entry.trim().split(':');
    const bytes = Buffer.from(key, 'base64');
    if (!id || bytes.length !== 32) {
      throw new Error(
        `Invalid environment: TOKEN_ENCRYPTION_KEYS entries must be "<id>:<base64 of 32 bytes>" (bad entry "${id || entry}")`,
      );
    }
    return { id, key: bytes };
  });
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Without any platform credentials the product runs against the built-in sandbox (ADR 0012). */
function platformSettings(env: Env) {
  const credentials = platformCredentials(env);
  const mode: 'live' | 'sandbox' =
    env.PLATFORM_MODE || (Object.keys(credentials).length === 0 ? 'sandbox' : 'live');
  // Asking LinkedIn for r_member_social (reading the member's posts back to settle a lost answer,
  // ADR 0037) breaks the connect of an app LinkedIn has not approved for it: the operator says so.
  const linkedInReadPosts = env.LINKEDIN_READ_POSTS
    ? env.LINKEDIN_READ_POSTS === 'true'
    : mode === 'sandbox';
  // Member post statistics: the same approval, the same default (ADR 0090).
  const linkedInPostAnalytics = env.LINKEDIN_POST_ANALYTICS
    ? env.LINKEDIN_POST_ANALYTICS === 'true'
    : mode === 'sandbox';
  return { mode, credentials, linkedInReadPosts, linkedInPostAnalytics };
}

/**
 * Stripe: live with a secret key (and then the webhook secret is required), otherwise the built-in
 * Stripe simulator, whose keys are derived from APP_SECRET at start (ADR 0047).
 */
function billingSettings(env: Env) {
  if (!env.STRIPE_SECRET_KEY)
    return { mode: 'sandbox' as const, secretKey: null, webhookSecret: null };
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the signing secret of the endpoint ${PUBLIC_URL}/api/webhooks/stripe)',
    );
  }
  return {
    mode: 'live' as const,
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}

function s3Settings(env: Env) {
  if (env.STORAGE_DRIVER !== 's3') return null;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new Error(`Invalid environment: STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    keyPrefix: env.S3_KEY_PREFIX,
  };
}

/** BullMQ on Redis when REDIS_URL is set, jobs in the server process otherwise (ADR 0015). */
function jobSettings(env: Env) {
  if (env.JOBS_STALLED_INTERVAL_MS > env.JOBS_LOCK_DURATION_MS) {
    throw new Error(
      'Invalid environment: JOBS_STALLED_INTERVAL_MS must not exceed JOBS_LOCK_DURATION_MS',
    );
  }
  return {
    redisUrl: env.REDIS_URL,
    concurrency: env.WORKER_CONCURRENCY,
    keyPrefix: env.JOBS_KEY_PREFIX,
    lockDurationMs: env.JOBS_LOCK_DURATION_MS,
    stalledIntervalMs: env.JOBS_STALLED_INTERVAL_MS,
  };
}

/** Publishing timings (ADR 0020, 0033, 0079): claim lease, retry schedule, rate-limit probes, lateness window, sweep, claim ahead. */
function publishingSettings(env: Env) {
  return {
    leaseMs: env.PUBLISHING_LEASE_SECONDS * 1000,
    retryScheduleMs: env.PUBLISHING_RETRY_SCHEDULE,
    rateLimitProbesMs: env.PUBLISHING_RATE_LIMIT_PROBES,
    latenessWindowMs: env.PUBLISHING_LATENESS_HOURS * 3_600_000,
    sweepIntervalMs: env.PUBLISHING_SWEEP_SECONDS * 1000,
    sweepGraceMs: env.PUBLISHING_SWEEP_GRACE_SECONDS * 1000,
    prepareLeadMs: env.PUBLISHING_PREPARE_LEAD_SECONDS * 1000,
    claimAheadMs: env.PUBLISHING_CLAIM_AHEAD_MS,
  };
}

/** Figure reads (ADR 0090): X's reads, the reads at once per process, how often due ones are queued. */
function analyticsSettings(env: Env) {
  return {
    xReads: env.ANALYTICS_X_READS,
    concurrency: env.ANALYTICS_CONCURRENCY,
    sweepIntervalMs: env.ANALYTICS_SWEEP_SECONDS * 1000,
  };
}

/** Outgoing webhooks (ADR 0094): private addresses, deliveries at once, how often the outbox is read. */
function webhookSettings(env: Env) {
  return {
    allowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
    concurrency: env.WEBHOOKS_CONCURRENCY,
    sweepIntervalMs: env.WEBHOOKS_SWEEP_SECONDS * 1000,
  };
}

/** AI providers (ADR 0022, 0026): a provider without its key is shown as unavailable. */
function aiSettings(env: Env) {
  return {
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      imageModel: env.OPENAI_IMAGE_MODEL,
      speechModel: env.OPENAI_SPEECH_MODEL,
    },
    gemini: {
      apiKey: env.GEMINI_API_KEY,
      baseUrl: env.GEMINI_BASE_URL,
      model: env.GEMINI_MODEL,
      imageModel: env.GEMINI_IMAGE_MODEL,
      videoModel: env.GEMINI_VIDEO_MODEL,
      videoPollMs: Math.round(env.GEMINI_VIDEO_POLL_SECONDS * 1000),
      videoMaxWaitMs: Math.round(env.GEMINI_VIDEO_MAX_WAIT_SECONDS * 1000),
    },
    timeoutMs: Math.round(env.AI_TIMEOUT_SECONDS * 1000),
    mediaTimeoutMs: Math.round(env.AI_MEDIA_TIMEOUT_SECONDS * 1000),
    rateLimitPerHour: env.AI_RATE_LIMIT_PER_HOUR,
  };
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * `GET /metrics` on METRICS_PORT (ADR 0072), or null (off). Reachable from other machines
 * (METRICS_HOST not a loopback address) only behind METRICS_TOKEN.
 */
function metricsSettings(env: Env) {
  if (env.METRICS_PORT === undefined) return null;
  const token = env.METRICS_TOKEN ?? null;
  if (!token && !LOOPBACK_HOSTS.includes(env.METRICS_HOST)) {
    throw new Error(
      `Invalid environment: METRICS_HOST=${env.METRICS_HOST} exposes the metrics beyond this machine: set METRICS_TOKEN too`,
    );
  }
  return { port: env.METRICS_PORT, host: env.METRICS_HOST, token };
}

/** Fetches on a user's behalf: media URLs of a CSV import, feeds (ADR 0095, 0096). */
function outboundSettings(env: Env) {
  return {
    allowPrivateAddresses: env.OUTBOUND_ALLOW_PRIVATE_ADDRESSES,
    mediaFetchTimeoutMs: env.MEDIA_URL_FETCH_TIMEOUT_SECONDS * 1000,
    mediaFetchConcurrency: env.MEDIA_URL_FETCH_CONCURRENCY,
  };
}

/** RSS and Atom feeds' polling (ADR 0096). */
function feedSettings(env: Env) {
  return {
    pollIntervalMs: env.RSS_POLL_MINUTES * 60_000,
    sweepIntervalMs: env.RSS_SWEEP_SECONDS * 1000,
  };
}

/** Settings of the server and the worker: one schema, so both read the environment the same way. */
export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: env.DATABASE_URL,
    databaseOwnerUrl: env.DATABASE_OWNER_URL,
    dataDir,
    embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT,
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
    /** `auto`: pretty on a terminal outside production, JSON otherwise (createLogDestination). */
    logFormat: env.LOG_FORMAT || 'auto',
    trustProxy: env.TRUST_PROXY,
    adminEmails: env.ADMIN_EMAILS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
      absoluteLifetimeMs: env.SESSION_ABSOLUTE_LIFETIME_DAYS * 86_400_000,
    },
    passwordResetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
    emailVerificationTtlMs: env.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
    signupMode: env.SIGNUP,
    invitationTtlMs: env.INVITATION_TTL_DAYS * 86_400_000,
    setupTokenTtlMs: env.SETUP_TOKEN_TTL_HOURS * 3_600_000,
    rateLimits: {
      signInPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      signUpPerMinute: env.SIGN_UP_RATE_LIMIT_PER_MINUTE,
      apiKeyPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE,
    },
    appSecret: env.APP_SECRET,
    storage: {
      driver: env.STORAGE_DRIVER,
      localRoot: path.join(dataDir, 'media'),
      s3: s3Settings(env),
    },
    uploadLimits: {
      image: Math.round(env.UPLOAD_MAX_IMAGE_MB * MB),
      audio: Math.round(env.UPLOAD_MAX_AUDIO_MB * MB),
      video: Math.round(env.UPLOAD_MAX_VIDEO_MB * MB),
      document: Math.round(env.UPLOAD_MAX_DOCUMENT_MB * MB),
    },
    uploadTmpDir: path.join(dataDir, 'tmp', 'uploads'),
    uploadRules: {
      maxImagePixels: env.UPLOAD_MAX_IMAGE_PIXELS,
      maxFilesPerRequest: env.UPLOAD_MAX_FILES_PER_REQUEST,
      maxRequestBytes: Math.round(env.UPLOAD_MAX_REQUEST_MB * MB),
      storageQuotaBytes: env.STORAGE_QUOTA_GB > 0 ? Math.round(env.STORAGE_QUOTA_GB * GB) : null,
      imageConcurrency: env.IMAGE_PROCESSING_CONCURRENCY,
    },
    signedUrlTtlMs: env.MEDIA_URL_TTL_MINUTES * 60_000,
    outbound: outboundSettings(env),
    feeds: feedSettings(env),
    platforms: platformSettings(env),
    /** Bearer token for the sandbox control API from tools outside a browser; unset = off. */
    sandboxControlToken: env.SANDBOX_CONTROL_TOKEN ?? null,
    tokenKeys: tokenKeys(env.TOKEN_ENCRYPTION_KEYS),
    oauth: {
      stateTtlMs: env.OAUTH_STATE_TTL_MINUTES * 60_000,
      refreshWindowMs: env.TOKEN_REFRESH_WINDOW_MINUTES * 60_000,
      accessEndWarningMs: env.TOKEN_EXPIRY_WARNING_DAYS * 86_400_000,
    },
    tokenRefreshSweepMs: env.TOKEN_REFRESH_SWEEP_SECONDS * 1000,
    credits: {
      sweepIntervalMs: env.CREDIT_SWEEP_SECONDS * 1000,
      expiryWarningMs: env.CREDIT_EXPIRY_WARNING_DAYS * 86_400_000,
    },
    jobs: jobSettings(env),
    publishing: publishingSettings(env),
    analytics: analyticsSettings(env),
    webhooks: webhookSettings(env),
    signupCreditGrant: env.SIGNUP_CREDIT_GRANT,
    ai: aiSettings(env),
    billing: billingSettings(env),
    metrics: metricsSettings(env),
  };
}

/** Loads `<repo>/.env` into process.env when it exists (variables already set win). */
export function loadDotEnvFile(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Validates the environment once at start-up; the only place the server and the worker read
 * process.env.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`);
  }
  return toConfig(parsed.data);
}
