import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SandboxFailure } from '../control/sandbox-controller';
import type { BodyRefusal } from './parse-body';

/** An OAuth error code and its description (RFC 6749 §5.2). */
export interface OAuthRefusal {
  error: string;
  description: string;
}

/** Sends an OAuth error in the platform's body: `sendOAuthError`, or TikTok's with its log id. */
export type OAuthErrorSender = (
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
) => FastifyReply;

/** OAuth 2.0 (RFC 6749 §5.2): LinkedIn, X, Google and Pinterest token endpoints. */
export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  return reply.code(status).send({ error, error_description: description });
}

/** Graph API: Facebook, Instagram and Threads. Code 190 is a dead token, 100 a bad parameter. */
export function sendMetaError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: number,
  subcode?: number,
): FastifyReply {
  return reply.code(status).send({
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

/** TikTok's OAuth endpoints: the OAuth fields plus a log id. */
export function sendTikTokOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  return reply.code(status).send({ error, error_description: description, log_id: tikTokLogId() });
}

/** TikTok's APIs: `{data, error: {code, message, log_id}}`, `code: "ok"` meaning success. */
export function sendTikTokApiError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({ data: {}, error: { code, message, log_id: tikTokLogId() } });
}

/** atproto XRPC: `{error, message}`. */
export function sendXrpcError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({ error, message });
}

/** Answers with a failure queued by `SandboxController.failNext`. */
export function sendInjectedFailure(reply: FastifyReply, failure: SandboxFailure): FastifyReply {
  reply.code(failure.status);
  for (const [name, value] of Object.entries(failure.headers ?? {})) reply.header(name, value);
  if (typeof failure.body === 'string') {
    if (!reply.hasHeader('content-type')) reply.type('text/plain; charset=utf-8');
    return reply.send(failure.body);
  }
  return reply.send(failure.body === undefined ? null : failure.body);
}

export function tikTokLogId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${randomBytes(10).toString('hex').toUpperCase()}`;
}

const GOOGLE_STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

/** Google APIs (YouTube): `{error: {code, message, errors: [{message, domain, reason}], status}}`. */
export function sendGoogleError(
  reply: FastifyReply,
  status: number,
  reason: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason }],
      status: GOOGLE_STATUS_NAMES[status] ?? 'UNKNOWN',
    },
  });
}

/** TikTok's answer to a malformed body: `invalid_params` with the field named. */
export const tikTokBodyRefusal: BodyRefusal = (reply, problem) =>
  sendTikTokApiError(reply, 400, 'invalid_params', problem.message);

/** Google's answer to malformed video metadata (videos.insert): `invalidVideoMetadata`. */
export const googleBodyRefusal: BodyRefusal = (reply, problem) =>
  sendGoogleError(reply, 400, 'invalidVideoMetadata', problem.message);

/** An XRPC method's answer to a malformed input: `InvalidRequest`. */
export const xrpcBodyRefusal: BodyRefusal = (reply, problem) =>
  sendXrpcError(reply, 400, 'InvalidRequest', problem.message);
