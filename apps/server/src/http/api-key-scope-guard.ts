import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_KEY_SCOPE, AppError, type ApiKeyScope } from '@fanout/shared';
import type { AppDeps } from './app-deps';
import { getActor } from './session-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs on this plain route; without one, keys are refused (ADR 0092). */
    apiKeyScope?: ApiKeyScope;
    /**
     * The route runs procedures that check the key's scope themselves, call by call (the MCP
     * server, ADR 0097), as the REST adapter's do: the route itself asks for none.
     */
    keyScopesCheckedPerCall?: boolean;
  }
}

/** The REST adapter's catch-all route: its procedures declare their scope on `meta` (trpc.ts). */
export const REST_ADAPTER_ROUTE = '/api/*';

/** A plain route's config that lets keys with `scope` call it. */
export function keyScope(scope: ApiKeyScope): { apiKeyScope: ApiKeyScope } {
  return { apiKeyScope: scope };
}

/**
 * Refuses a request made with an API key unless the key holds `scope` (ADR 0092). A route or
 * procedure that declares no scope refuses every key, so a new route is closed to keys until it
 * says otherwise. `admin` also needs the key's owner to be an administrator now, not only when the
 * key was made. Session requests pass untouched.
 */
export async function requireKeyScope(
  request: FastifyRequest,
  deps: AppDeps,
  scope: ApiKeyScope | undefined,
): Promise<void> {
  const key = request.auth?.apiKey;
  if (!key) return;
  if (!scope) {
    throw new AppError(
      'FORBIDDEN',
      'This route does not accept API keys: it needs a signed-in session',
    );
  }
  if (!key.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', `The API key lacks the "${scope}" scope this route needs`);
  }
  if (scope === ADMIN_API_KEY_SCOPE) {
    const actor = await getActor(request, deps);
    if (!actor.isAdmin) {
      throw new AppError('FORBIDDEN', 'The admin scope works only for an administrator’s keys');
    }
  }
}

/** The check for the plain Fastify routes under /api (their `config.apiKeyScope`). */
export function registerApiKeyScopeGuard(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', async (request) => {
    if (!request.auth?.apiKey) return;
    // No route (a 404) has nothing to protect; the adapter's procedures are checked by tRPC.
    const route = request.routeOptions.url;
    if (route === undefined || route === REST_ADAPTER_ROUTE) return;
    if (request.routeOptions.config.keyScopesCheckedPerCall) return;
    await requireKeyScope(request, deps, request.routeOptions.config.apiKeyScope);
  });
}
