import type { FastifyInstance } from 'fastify';
import { isMultipartForm } from '../sandbox/upload-body-parsers';
import type { OpenApiRequestValidator } from './openapi-request-validator';

export interface OpenApiSandboxCheck {
  /** The sandbox host the document describes, e.g. `/sandbox/twitter/api`. */
  prefix: string;
  validator: OpenApiRequestValidator;
  /** Paths under the prefix the document does not describe (OAuth token endpoints), skipped. */
  skip?: readonly string[];
}

/**
 * Validates every request the sandbox receives under each `prefix` against its official document
 * before the route runs. A violation answers 500 (so the adapter fails) and is collected in the
 * returned list, which the test asserts empty: a wrong request can never pass unnoticed.
 */
export function checkSandboxRequests(
  app: FastifyInstance,
  checks: readonly OpenApiSandboxCheck[],
): string[] {
  const violations: string[] = [];
  app.addHook('preHandler', async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?');
    const check = checks.find((candidate) => pathname.startsWith(`${candidate.prefix}/`));
    if (!check) return;
    const path = pathname.slice(check.prefix.length);
    if (check.skip?.includes(path)) return;
    const contentType = request.headers['content-type'];
    let body: unknown = request.body;
    if (isMultipartForm(body)) {
      const fields: Record<string, string> = { ...body.fields };
      for (const file of body.files) fields[file.field] = `<${file.bytes} bytes>`;
      body = fields;
    }
    try {
      check.validator.validate({
        method: request.method,
        path: decodeURIComponent(path),
        query: queryOf(search),
        body: body ?? undefined,
        ...(contentType === undefined ? {} : { contentType }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      violations.push(message);
      return reply.code(500).send({ title: 'OpenAPI violation', detail: message });
    }
  });
  return violations;
}

// Repeated parameters stay arrays; the validator splits comma lists (`exclude=replies,retweets`) itself.
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return query;
}
