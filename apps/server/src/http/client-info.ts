import type { FastifyRequest } from 'fastify';

export function clientInfo(request: FastifyRequest): { userAgent?: string; ipAddress: string } {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** Only same-site paths may be a post-login destination (no open redirects). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/api/')) return undefined;
  return value.slice(0, 2000);
}
