import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AppDeps } from './app-deps';
import { sessionCookieName } from './session-cookie';
import { appRouter } from '../trpc/router';

/**
 * GET /api/openapi.json: the REST API generated from the same procedures and zod schemas as the
 * routes themselves (ADR 0005), for integrators and for the input fuzz test (ADR 0031). The plain
 * routes (sign-up and sign-in, uploads, the post and content arrays) are not in it.
 */
export function registerOpenApiRoute(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(
      generateOpenApiDocument(appRouter, {
        title: 'Fanout REST API',
        description:
          'Sign in with POST /api/auth/login {email, password} and send the session cookie back; ' +
          "mutations need an Origin header equal to this site's address. Errors are JSON {message}.",
        version: '1.0.0',
        baseUrl: `${config.publicUrl}/api`,
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
        },
      }),
    );
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
