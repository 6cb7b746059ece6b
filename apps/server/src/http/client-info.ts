import type { FastifyRequest } from 'fastify';
import type { ClientAddress } from '@fanout/core/access';
import type { SessionClient } from '@fanout/core/auth';

/** The client's address as every service that records it takes it (ADR 0070): `client`. */
export function clientAddress(request: FastifyRequest): ClientAddress {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** The browser behind a request, as a sign-in sees it: the session it holds now, agent and address. */
export function sessionClient(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  const current = request.auth
    ? { sessionId: request.auth.sessionId, userId: request.auth.user.id }
    : undefined;
  return { current, ipAddress: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** Only same-site paths may be a post-login destination (no open redirects). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/api/')) return undefined;
  return value.slice(0, 2000);
}
