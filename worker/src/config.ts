import { z } from 'zod';
import { formatZodError } from '@fanout/shared';

const envSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().optional(),
});

/** The only place the worker reads process.env. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`);
  return { logLevel: parsed.data.LOG_LEVEL, redisUrl: parsed.data.REDIS_URL };
}
