import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import qs from 'qs';
import { StripeApiError } from './stripe-errors';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * How every `/v1` request is handled, as Stripe does: the secret key checked, the parameters
 * read from the form body (POST) or the query string (GET, DELETE) in qs's `a[b][0]=` encoding,
 * the `Idempotency-Key` honoured, and errors answered in Stripe's shape.
 */

export type StripeHandler = (
  params: unknown,
  request: FastifyRequest<{ Params: { id: string } }>,
) => unknown;

/** Stripe keeps an idempotency key at least 24 hours, then may forget it; so does the simulator. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** qs's limits raised to what Stripe accepts (line items are indexed, up to 100 of them). */
export function parseStripeForm(text: string): unknown {
  return qs.parse(text, { arrayLimit: 100, depth: 10, parameterLimit: 2_000 });
}

export function stripeRoute(
  app: FastifyInstance,
  sandbox: StripeSandbox,
  method: HTTPMethods,
  url: string,
  handler: StripeHandler,
): void {
  app.route<{ Params: { id: string } }>({
    method,
    url,
    handler: async (request, reply) => {
      reply.header('request-id', `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`);
      reply.header('stripe-version', request.headers['stripe-version'] ?? '');
      const refusal = authenticate(sandbox, request);
      if (refusal) return send(reply, 401, refusal.body());
      const params = method === 'POST' ? (request.body ?? {}) : queryOf(request.url);
      const key = request.headers['idempotency-key'];
      if (method === 'POST' && typeof key === 'string' && key !== '') {
        return idempotent(
          sandbox,
          reply,
          key,
          `${method} ${url} ${request.url} ${JSON.stringify(params)}`,
          () => answer(() => handler(params, request)),
        );
      }
      const { status, body } = answer(() => handler(params, request));
      return send(reply, status, body);
    },
  });
}

function queryOf(url: string): unknown {
  const index = url.indexOf('?');
  return index < 0 ? {} : parseStripeForm(url.slice(index + 1));
}

function authenticate(sandbox: StripeSandbox, request: FastifyRequest): StripeApiError | null {
  const header = request.headers.authorization ?? '';
  const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (key === '') {
    return new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key !== sandbox.options.secretKey) {
    return new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      'api_key_invalid',
    );
  }
  return null;
}

function answer(run: () => unknown): { status: number; body: unknown } {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: error.body() };
    throw error;
  }
}

/**
 * Same key and same request: the first answer again; same key, another request: refused. As
 * Stripe, an answer is saved only once the endpoint began executing: a request refused for its
 * parameters (a 400 `invalid_request_error`) saves nothing, so the corrected request may reuse the key.
 */
function idempotent(
  sandbox: StripeSandbox,
  reply: FastifyReply,
  key: string,
  fingerprint: string,
  run: () => { status: number; body: unknown },
): FastifyReply {
  forgetExpiredKeys(sandbox);
  const saved = sandbox.state.idempotency[key];
  if (saved) {
    if (saved.fingerprint !== fingerprint) {
      const refusal = new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
      return send(reply, 400, refusal.body());
    }
    reply.header('idempotent-replayed', 'true');
    return send(reply, saved.status, saved.body);
  }
  const { status, body } = run();
  if (!refusedParameters(status, body)) {
    // Answers are kept as JSON: a replay shows the object as it was, not as it is now.
    sandbox.state.idempotency[key] = {
      fingerprint,
      status,
      body: JSON.parse(JSON.stringify(body)),
      savedAt: sandbox.now(),
    };
  }
  return send(reply, status, body);
}

function refusedParameters(status: number, body: unknown): boolean {
  const error = (body as { error?: { type?: string } } | null)?.error;
  return status === 400 && error?.type === 'invalid_request_error';
}

/** Keys older than 24 hours on the simulator's clock are forgotten. */
function forgetExpiredKeys(sandbox: StripeSandbox): void {
  const now = sandbox.now();
  for (const [key, saved] of Object.entries(sandbox.state.idempotency)) {
    // A key from a state saved before keys were timed gets its 24 hours from now.
    saved.savedAt ??= now;
    if (saved.savedAt < now - IDEMPOTENCY_KEY_TTL_MS) delete sandbox.state.idempotency[key];
  }
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json').send(JSON.stringify(body));
}

/** Anything else under `/v1`: Stripe's answer for an unknown URL. */
export function registerUnknownStripeUrls(app: FastifyInstance): void {
  app.all('/v1/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const refusal = new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
    return send(reply, 404, refusal.body());
  });
}
