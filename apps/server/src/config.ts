import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { formatZodError } from '@fanout/shared';

/** The repository root, so default paths do not depend on the working directory. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'PUBLIC_URL must be a URL' }).optional()),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SIGN_UP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
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
  MEDIA_URL_TTL_MINUTES: z.coerce
    .number()
    .positive()
    .default(24 * 60),
});

const MB = 1024 * 1024;

function s3Settings(env: z.infer<typeof envSchema>) {
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

export type ServerConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT,
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    adminEmails: env.ADMIN_EMAILS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
      absoluteLifetimeMs: env.SESSION_ABSOLUTE_LIFETIME_DAYS * 86_400_000,
    },
    passwordResetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
    rateLimits: {
      signInPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      signUpPerMinute: env.SIGN_UP_RATE_LIMIT_PER_MINUTE,
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
    signedUrlTtlMs: env.MEDIA_URL_TTL_MINUTES * 60_000,
  };
}

/** Loads `<repo>/.env` into process.env when it exists (variables already set win). */
export function loadDotEnvFile(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Validates the environment once at start-up; the only place the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`);
  }
  return toConfig(parsed.data);
}
