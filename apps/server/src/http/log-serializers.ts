import type { FastifyRequest } from 'fastify';

// Query parameters whose values are secrets (reset links, OAuth codes and states).
const SECRET_PARAMS =
  /([?&](?:token|code|state|code_verifier|access_token|refresh_token)=)[^&#]*/gi;

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
