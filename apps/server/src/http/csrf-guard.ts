import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@fanout/shared';
import type { AppConfig } from '@fanout/runtime';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE =
  'Cross-site request refused: the Origin header is missing or does not match this site';

function originAllowed(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (origin) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(config.publicUrl).origin) return true;
    // Same host as the request: covers localhost, the Vite dev proxy and unconfigured PUBLIC_URL.
    return parsed.host === request.headers.host;
  }
  // Browsers that omit Origin still say where a request came from.
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CSRF defence for every state-changing request (ADR 0004): the Origin must be this site. Clients
 * outside a browser send `Origin: <PUBLIC_URL>`.
 */
export function registerCsrfGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The platform sandbox plays third-party servers: our own server calls it without an Origin.
    if (request.url.startsWith('/sandbox/')) return;
    if (!originAllowed(request, config)) {
      request.log.warn({ origin: request.headers.origin }, 'csrf: mutation refused');
      throw new AppError('FORBIDDEN', CSRF_MESSAGE);
    }
  });
}
