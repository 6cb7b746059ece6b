import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect } from 'vitest';
import { isMultipartForm } from '@fanout/sandbox/testing';
import { officialSpecValidator, type OfficialSpec } from './official-specs';
import { usePublisherSandbox, type PublisherSandbox } from './publisher-sandbox';
import type { SpecRequestValidator } from './spec-request';

export interface SpecSandboxCheck {
  /** The sandbox host the document describes, e.g. `/sandbox/twitter/api`. */
  prefix: string;
  validator: SpecRequestValidator;
  /** Paths under the prefix the document does not describe (OAuth token endpoints), skipped. */
  skip?: readonly string[];
}

/**
 * Validates every request the sandbox receives under each `prefix` against its official document
 * (OpenAPI or Google discovery) before the route runs. A violation answers 500 (so the adapter
 * fails) and is collected in the returned list, which the test asserts empty: a wrong request can
 * never pass unnoticed.
 */
export function checkSandboxRequests(
  app: FastifyInstance,
  checks: readonly SpecSandboxCheck[],
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
      return reply.code(500).send({ title: 'Spec violation', detail: message });
    }
  });
  return violations;
}

/** The official document of a spec-checked sandbox, and what the running test broke of it. */
export interface SpecCheck {
  readonly validator: SpecRequestValidator;
  /** This test's violations so far: asserted empty after each test (clear it once expected). */
  readonly violations: string[];
}

/**
 * The publisher sandbox with every request under `check.prefix` validated against the platform's
 * official document; a test that sent a request breaking it fails.
 */
export function useSpecCheckedSandbox(
  spec: OfficialSpec,
  check: Omit<SpecSandboxCheck, 'validator'>,
): { sandbox: PublisherSandbox; spec: SpecCheck } {
  let validator: SpecRequestValidator | undefined;
  let violations: string[] = [];
  const loaded = () => {
    if (!validator) throw new Error('The official document loads before the tests run.');
    return validator;
  };
  beforeAll(async () => {
    validator = await officialSpecValidator(spec);
  });
  const sandbox = usePublisherSandbox({
    hostRoutes(app) {
      violations = checkSandboxRequests(app, [{ ...check, validator: loaded() }]);
    },
  });
  afterEach(() => {
    expect(violations).toEqual([]);
  });
  return {
    sandbox,
    spec: {
      get validator() {
        return loaded();
      },
      get violations() {
        return violations;
      },
    },
  };
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
