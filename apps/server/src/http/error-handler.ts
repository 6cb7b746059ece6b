import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ERROR_CODES, errorBodyCodeOf, formatZodError, isAppError } from '@fanout/shared';

/**
 * Every REST error is JSON `{ message, code }` (spec 000 §7 shows "{status}: {body}"; `code` is the
 * stable word integrators branch on, ADR 0093). Unknown errors are logged with the request id and
 * answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isAppError(error)) {
      return reply
        .status(error.httpStatus)
        .send({ message: error.message, code: ERROR_CODES[error.code].trpc });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: formatZodError(error), code: 'BAD_REQUEST' });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: errorBodyCodeOf(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: `Internal server error (request id ${String(request.id)})`,
      code: 'INTERNAL_SERVER_ERROR',
    });
  });
}
