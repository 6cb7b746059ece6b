import type { FastifyInstance } from 'fastify';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** True when the request carries no body at all (no length, or length 0, and not chunked). */
function hasNoBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length === undefined || length === '0') && headers['transfer-encoding'] === undefined;
}

/**
 * A REST action that takes nothing but its path (Duplicate, Retry, Re-queue) may be sent without a
 * body and so without a content type, as `DELETE` is: the REST adapter (trpc-to-openapi) answered
 * such a call 415 "Missing content-type header". It is read as the empty JSON object it means. A
 * request that does carry a body still needs its JSON content type.
 */
export function registerEmptyJsonBody(app: FastifyInstance, restRoute: string): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== restRoute || !BODY_METHODS.has(request.method)) return;
    if (request.headers['content-type'] !== undefined || !hasNoBody(request.headers)) return;
    request.headers['content-type'] = 'application/json';
    request.body = {};
  });
}
