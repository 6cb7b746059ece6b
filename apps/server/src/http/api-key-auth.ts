import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateApiKey, type ValidApiKey } from '@fanout/core/api-keys';
import { AppError } from '@fanout/shared';
import { isMcpPath } from '../mcp/mcp-path';
import { registerApiKeyRateLimit } from './api-key-rate-limit';
import type { AppDeps } from './app-deps';

export type ApiKeyCredential = ValidApiKey['key'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid API key the request carries (`Authorization: Bearer fo_live_…`), if any. */
    apiKeyAuth: ValidApiKey | null;
  }
}

export const INVALID_KEY_MESSAGE =
  'Unauthorized: the API key is invalid, expired or revoked (send Authorization: Bearer fo_live_…)';
export const KEY_ON_TRPC_MESSAGE =
  'Unauthorized: API keys work on the REST API under /api only; /trpc takes the browser session';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token of a request, or null when it sends none. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** Where a bearer key is taken: the REST API and the MCP server (ADR 0092, 0097). */
function isKeyPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || isMcpPath(url);
}

function isTrpcPath(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

/**
 * Resolves `Authorization: Bearer <key>` on /api and /mcp before anything else looks at the request (ADR
 * 0092, 0097): a valid key becomes `request.apiKeyAuth` (the session plugin then takes its owner, never
 * the cookie); an invalid, expired or revoked one is 401 at once — never a pass for the CSRF guard
 * that would then fall back to a cookie. Keys are refused on /trpc, the browser's transport.
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('apiKeyAuth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (token === null) return;
    if (isTrpcPath(request.url)) throw new AppError('UNAUTHORIZED', KEY_ON_TRPC_MESSAGE);
    if (!isKeyPath(request.url)) return;
    const valid = await validateApiKey(deps.core, token);
    if (!valid) throw new AppError('UNAUTHORIZED', INVALID_KEY_MESSAGE);
    request.apiKeyAuth = valid;
  });
  // Counted once the key is known, before anything else is done for the request.
  registerApiKeyRateLimit(app, deps.config.rateLimits.apiKeyPerMinute);
}

/** Whether the request comes with a (valid) API key rather than a session. */
export function hasApiKey(request: FastifyRequest): boolean {
  return request.apiKeyAuth !== null;
}
