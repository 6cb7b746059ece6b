import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { formatZodError, isAppError } from '@fanout/shared';

/**
 * Every REST error is JSON `{ message }` (spec 000 §7 shows "{status}: {body}"). Unknown errors are
 * logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.httpStatus).send({ message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: formatZodError(error) });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: `Internal server error (request id ${String(request.id)})` });
  });
}
