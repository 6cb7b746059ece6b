import type { FastifyRequest } from 'fastify';
import type { ClientAddress } from '@fanout/core/access';
import type { SessionOwner } from '@fanout/core/auth';

/** The client's address as every service that records it takes it (ADR 0070): `client`. */
export function clientAddress(request: FastifyRequest): ClientAddress {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/**
 * Who is signed in on a request and on which session, if anyone: the `actor` of the auth services
 * that end or keep the browser's session (sign-in, a verification or email-change link, sign-out).
 */
export function sessionOwner(request: FastifyRequest): SessionOwner | undefined {
  const { auth } = request;
  return auth?.sessionId ? { userId: auth.user.id, sessionId: auth.sessionId } : undefined;
}

/** Only same-site paths may be a post-login destination (no open redirects). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/api/')) return undefined;
  return value.slice(0, 2000);
}
