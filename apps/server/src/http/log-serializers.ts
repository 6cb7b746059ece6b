import type { FastifyRequest } from 'fastify';

// Query parameters whose values are secrets, by name: reset tokens, OAuth codes, states and
// verifiers, access/refresh/exchange tokens (Meta and Threads pass them in query strings), client
// secrets, signatures, passwords, invitations.
const SECRET_PARAMS =
  /([?&][^=&#]*(?:token|secret|code|state|verifier|signature|password|invitation)[^=&#]*=)[^&#]*/gi;

/** The URL as it may appear in logs: secret query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino request serializer: what a request log line carries, never cookies or secret parameters. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
