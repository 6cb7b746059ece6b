import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { API_KEY_PREFIX, type ApiKeyScope } from '@fanout/shared';
import type { AppDeps } from './app-deps';
import { LIST_ROUTE_PATHS } from './openapi-list-routes';
import { sessionCookieName } from './session-cookie';
import { appRouter } from '../trpc/router';
import type { ProcedureMeta } from '../trpc/trpc';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Each REST operation's API key scope, from its procedure's meta (`scope`, ADR 0092). */
function scopesByOperation(): Map<string, ApiKeyScope | undefined> {
  const scopes = new Map<string, ApiKeyScope | undefined>();
  for (const procedure of Object.values(appRouter._def.procedures)) {
    const meta = (procedure as unknown as { _def: { meta?: ProcedureMeta } })._def.meta;
    if (!meta?.openapi) continue;
    scopes.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, meta.scope);
  }
  return scopes;
}

/**
 * Declares who may call each operation: the session cookie always; an API key (bearer) only where
 * the procedure names a scope, listed in `security` and in `x-scopes` for tools that read neither.
 */
function declareScopes(document: OpenAPIObject): OpenAPIObject {
  const scopes = scopesByOperation();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Record<string, unknown> | undefined>)[method];
      const key = `${method} ${path}`;
      // The plain list routes declare their own (openapi-list-routes.ts).
      if (!operation || !scopes.has(key)) continue;
      const scope = scopes.get(key);
      operation.security = scope ? [{ session: [] }, { apiKey: [scope] }] : [{ session: [] }];
      operation['x-scopes'] = scope ? [scope] : [];
    }
  }
  return document;
}

/**
 * The OpenAPI document of the REST API at `baseUrl` (…/api), generated from the same procedures and
 * zod schemas as the routes themselves (ADR 0005); also the source of the typed client in
 * `packages/api-client` (scripts/generate-api-client.ts).
 */
export function buildOpenApiDocument(options: {
  baseUrl: string;
  cookieName: string;
}): OpenAPIObject {
  return declareScopes(
    generateOpenApiDocument(appRouter, {
      title: 'Fanout REST API',
      description:
        `Authenticate with an API key: Authorization: Bearer ${API_KEY_PREFIX}… (made on the ` +
        'Developer page; each operation lists the scope it needs in x-scopes, and operations ' +
        'without one take a session only). Or sign in with POST /api/auth/login ' +
        '{email, password} and send the session cookie back; mutations on a session need an ' +
        "Origin header equal to this site's address. POSTs take an Idempotency-Key header. " +
        'Errors are JSON {message, code}.',
      version: '1.0.0',
      baseUrl: options.baseUrl,
      paths: LIST_ROUTE_PATHS,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.cookieName },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}<id>_<secret>`,
          description: 'An API key from the Developer page, limited to its scopes',
        },
      },
    }),
  );
}

/**
 * GET /api/openapi.json, for integrators and for the input fuzz test (ADR 0031). Of the plain
 * routes, only the post and content lists are in it (sign-up and sign-in, uploads are not).
 */
export function registerOpenApiRoute(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(
      buildOpenApiDocument({
        baseUrl: `${config.publicUrl}/api`,
        cookieName: sessionCookieName(config),
      }),
    );
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
