import pino, { type DestinationStream, type Logger } from 'pino';
import { logSafeError } from '@fanout/db/log-safe-error';

/**
 * pino's error serializer after the query values are taken out (ADR 0031): a failed statement is
 * logged with its SQL and PostgreSQL's code and names, never the parameters (the user's text).
 */
export function serializeError(error: Error): pino.SerializedError {
  // Like pino's own, anything that is not an error passes through unchanged.
  return pino.stdSerializers.err(logSafeError(error) as Error);
}

/** Serializers every logger of the product uses (Fastify's adds its request serializer). */
export const logSerializers = { err: serializeError };

/** The logger of a process (server, worker, command); `stream` for tests that read the lines. */
export function createLogger(options: { level: string; stream?: DestinationStream }): Logger {
  const settings = { level: options.level, serializers: logSerializers };
  return options.stream ? pino(settings, options.stream) : pino(settings);
}
