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
});

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
