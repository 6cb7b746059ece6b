import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@fanout/runtime';

/** The sandbox control API's paths (ADR 0029). */
export const SANDBOX_CONTROL_PREFIX = '/sandbox/_control/';

export function isSandboxControlPath(url: string): boolean {
  return url.startsWith(SANDBOX_CONTROL_PREFIX) || url.split('?')[0] === '/sandbox/_control';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request carries `Authorization: Bearer <SANDBOX_CONTROL_TOKEN>` (never when the
 * setting is unset). Compared in constant time over digests, so neither content nor length leaks.
 */
export function hasSandboxControlToken(request: FastifyRequest, config: AppConfig): boolean {
  const expected = config.sandboxControlToken;
  const header = request.headers.authorization;
  if (!expected || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(expected));
}
