import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { BodyRefusal } from '../http/parse-body';
import type { PublishFaultAnswers } from '../publishing/sandbox-publishing';

/** The Meta platforms whose publishing the sandbox simulates on Graph-style hosts. */
export type MetaPublishPlatform = 'threads' | 'instagram' | 'facebook';

/** A Graph error: `{error: {message, type, code, error_subcode?, is_transient?, fbtrace_id}}`. */
export interface GraphError {
  message: string;
  code: number;
  subcode?: number;
  transient?: boolean;
}

export function sendGraphError(
  reply: FastifyReply,
  status: number,
  error: GraphError,
): FastifyReply {
  return reply.code(status).send({
    error: {
      message: error.message,
      type: 'OAuthException',
      code: error.code,
      ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
      ...(error.transient ? { is_transient: true } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

/** `(#100)`: a missing or malformed parameter, named as Meta names it. */
export function sendParamError(reply: FastifyReply, message: string): FastifyReply {
  return sendGraphError(reply, 400, { message: `(#100) ${message}`, code: 100 });
}

/** The Graph API's answer to malformed parameters (query or body): `(#100)` naming the parameter. */
export const graphBodyRefusal: BodyRefusal = (reply, problem) =>
  sendParamError(reply, problem.message);

/** An id the token cannot reach (another account's, or none at all): code 100, subcode 33. */
export function sendUnknownObject(reply: FastifyReply, id: string): FastifyReply {
  return sendGraphError(reply, 400, {
    message: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    code: 100,
    subcode: 33,
  });
}

/** The media URL did not answer an image or video: Meta's "media download has failed" (9004 / 2207052). */
export function sendMediaFetchError(reply: FastifyReply, reason: string): FastifyReply {
  return sendGraphError(reply, 400, {
    message: `Media download has failed. The media URI doesn't meet our requirements. (${reason})`,
    code: 9004,
    subcode: 2207052,
  });
}

// Each product's throttling code: app (4, Threads), Pages BUC (80001), Instagram BUC (80002).
const THROTTLING: Record<MetaPublishPlatform, { code: number; message: string; type: string }> = {
  threads: { code: 4, message: '(#4) Application request limit reached', type: 'threads' },
  instagram: {
    code: 80002,
    message: 'There have been too many calls to this Instagram account. Wait a bit and try again.',
    type: 'instagram',
  },
  facebook: {
    code: 80001,
    message: 'There have been too many calls to this Page account. Wait a bit and try again.',
    type: 'pages',
  },
};

/**
 * How Meta answers a refused post (400, code 100), a throttled account (HTTP 400 with a throttling
 * code, the usage headers at 100 % and `estimated_time_to_regain_access` in minutes: Meta sends no
 * Retry-After) and a temporary failure (500, code 2, `is_transient`). `objectId` keys the
 * Business-Use-Case header: the Page, Instagram or Threads account.
 */
export function metaFaultAnswers(
  platform: MetaPublishPlatform,
  objectId: string,
): PublishFaultAnswers {
  return {
    refuse: (reply, message) => sendGraphError(reply, 400, { message, code: 100 }),
    rateLimit(reply, retryAfterSeconds) {
      const throttle = THROTTLING[platform];
      const usage = { call_count: 100, total_cputime: 100, total_time: 100 };
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      reply.header(
        'x-business-use-case-usage',
        JSON.stringify({
          [objectId]: [{ type: throttle.type, ...usage, estimated_time_to_regain_access: minutes }],
        }),
      );
      reply.header('x-app-usage', JSON.stringify(usage));
      return sendGraphError(reply, 400, { message: throttle.message, code: throttle.code });
    },
    transient: (reply) =>
      sendGraphError(reply, 500, {
        message: 'An unexpected error has occurred. Please retry your request later.',
        code: 2,
        transient: true,
      }),
  };
}

/** Graph object ids: 17 or 18 digits as strings (media, containers, photos, videos). */
export function graphObjectId(): string {
  // randomInt spans at most 2^48: two halves make the 15 random digits.
  const high = String(randomInt(0, 1e8)).padStart(8, '0');
  const low = String(randomInt(0, 1e7)).padStart(7, '0');
  return `17${high}${low}`;
}

/** Meta's timestamps: `2024-07-01T12:34:56+0000`. */
export function graphTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** Short codes of permalinks (`/p/{shortcode}`). */
export function shortcode(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

/** A Graph call's parameters: the query string and a form or JSON body, the body winning. */
export function graphParams(request: { query: unknown; body: unknown }): Record<string, unknown> {
  const query = typeof request.query === 'object' && request.query !== null ? request.query : {};
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  return { ...query, ...body };
}
