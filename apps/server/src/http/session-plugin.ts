import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateSession } from '@fanout/core/auth';
import { loadActor, type Actor } from '@fanout/core/access';
import type { UserRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { isSandboxControlPath } from '../sandbox/sandbox-control-token';
import type { ApiKeyCredential } from './api-key-auth';
import type { AppDeps } from './app-deps';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

export interface RequestAuth {
  /** The session the request came on; null when it came with an API key instead. */
  sessionId: string | null;
  user: UserRow;
  /** The API key the request came with (ADR 0092); null on a session. */
  apiKey: ApiKeyCredential | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    actorPromise: Promise<Actor> | null;
  }
}

/**
 * Paths that carry API calls (the sandbox control API decides by session too); static assets never
 * touch the session table.
 */
function isApiPath(url: string): boolean {
  return (
    url.startsWith('/api/') ||
    url.startsWith('/trpc/') ||
    url === '/api' ||
    url === '/trpc' ||
    isSandboxControlPath(url)
  );
}

/**
 * Resolves the session cookie once per API request into `request.auth`, re-sending the cookie when
 * the expiry slid forward and clearing it when the session is gone.
 */
export const sessionPlugin = fp<{ deps: AppDeps }>(async (app: FastifyInstance, { deps }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('actorPromise', null);
  app.addHook('onRequest', async (request, reply) => {
    // A key (checked by api-key-auth.ts, on /api and /mcp) speaks for its owner: the cookie is not
    // read at all.
    if (request.apiKeyAuth) {
      const { key, user } = request.apiKeyAuth;
      request.auth = { sessionId: null, user, apiKey: key };
      return;
    }
    if (!isApiPath(request.url)) return;
    const token = readSessionCookie(request, deps.config);
    if (!token) return;
    const session = await validateSession(deps.core, token);
    if (!session) {
      clearSessionCookie(reply, deps.config);
      return;
    }
    request.auth = { sessionId: session.sessionId, user: session.user, apiKey: null };
    if (session.renewed) setSessionCookie(reply, deps.config, token, session.expiresAt);
  });
});

export const NOT_SIGNED_IN_MESSAGE = 'Unauthorized: sign in to continue';

/** The signed-in user's auth, or a 401 AppError. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN_MESSAGE);
  return request.auth;
}

export const SESSION_ONLY_MESSAGE =
  'Forbidden: this route needs a signed-in session; API keys cannot use it';

/** The signed-in user's auth on a session (not an API key), or a 401/403 AppError. */
export function requireSession(request: FastifyRequest): RequestAuth & { sessionId: string } {
  const auth = requireAuth(request);
  if (auth.sessionId === null) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
  return { ...auth, sessionId: auth.sessionId };
}

/** The caller's roles and permissions, loaded at most once per request. */
export function getActor(request: FastifyRequest, deps: AppDeps): Promise<Actor> {
  const auth = requireAuth(request);
  request.actorPromise ??= loadActor(deps.core, auth.user.id);
  return request.actorPromise;
}
