import type { FastifyRequest } from 'fastify';

/**
 * @fastify/rate-limit route config answering `{message}` like every other error. Keyed by IP unless
 * `key` says otherwise (e.g. the signed-in user for actions that mail them).
 */
export function rateLimit(
  max: number,
  message: string,
  options: { timeWindow?: string; key?: (request: FastifyRequest) => string } = {},
) {
  return {
    rateLimit: {
      max,
      timeWindow: options.timeWindow ?? '1 minute',
      keyGenerator: options.key ?? ((request: FastifyRequest) => request.ip),
      errorResponseBuilder: (
        _request: FastifyRequest,
        context: { after: string; statusCode: number },
      ) => ({
        statusCode: context.statusCode,
        message: `${message} Try again in ${context.after}.`,
      }),
    },
  };
}
