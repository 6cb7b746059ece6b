import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@fanout/shared';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const BODY_TOO_DEEP = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
const INPUT_TOO_DEEP = `The input parameter is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * The nesting limit on every JSON input (ADR 0031), in the two places JSON enters: Fastify's JSON
 * parser (the REST routes, generated or plain), and, for tRPC, which parses its own input, its body
 * text and a GET's `input` query parameter. Register on the root instance before any route plugin.
 */
export function registerJsonInputLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string)) {
      done(new AppError('BAD_REQUEST', BODY_TOO_DEEP), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  // The tRPC plugin replaces the JSON parser in its own context with one that keeps the text.
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'string' && isJson(request) && jsonNestedDeeperThan(request.body)) {
      throw new AppError('BAD_REQUEST', BODY_TOO_DEEP);
    }
    const input = (request.query as Record<string, unknown> | undefined)?.input;
    if (typeof input === 'string' && jsonNestedDeeperThan(input)) {
      throw new AppError('BAD_REQUEST', INPUT_TOO_DEEP);
    }
  });
}
