import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { createSandboxController, sandboxPlugin } from '@fanout/sandbox';
import { logSerializers } from '@fanout/runtime';
import { registerOAuthCallbackRoute } from './accounts/oauth-callback-route';
import { registerAnalyticsExportRoute } from './analytics/analytics-export-route';
import { registerStripeWebhookRoute } from './billing/stripe-webhook-route';
import { registerAccountDeletionRoutes } from './auth/account-deletion-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerVerificationRoutes } from './auth/verification-routes';
import { registerContentRoutes } from './media/content-routes';
import { registerUploadRoute } from './media/upload-route';
import { registerMcpRoute } from './mcp/mcp-route';
import { registerNotificationStreamRoute } from './notifications/notification-stream-route';
import { registerPostsCsvRoutes } from './posts/posts-csv-routes';
import { registerPostsRoutes } from './posts/posts-routes';
import { registerApiKeyAuth } from './http/api-key-auth';
import type { AppDeps } from './http/app-deps';
import { clientErrorHandler } from './http/client-error';
import { registerCsrfGuard } from './http/csrf-guard';
import { registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health-routes';
import { registerIntegratorHooks } from './http/integrator-hooks';
import { registerJsonInputLimits } from './http/json-input-limits';
import { registerDeleteJsonBody } from './http/delete-json-body';
import { registerEmptyJsonBody } from './http/empty-json-body';
import { registerOpenApiRoute } from './http/openapi-route';
import { registerRequestMetrics } from './http/request-metrics';
import { serializeRequest } from './http/log-serializers';
import { registerSecurityHeaders } from './http/security-headers';
import { sessionPlugin } from './http/session-plugin';
import { registerWebApp } from './http/web-app';
import { sandboxControlAuthorizer } from './sandbox/sandbox-control-access';
import { registerStripeSandbox } from './sandbox/stripe-sandbox-mount';
import { registerHotReads } from './trpc/hot-reads';
import { createContextFactory } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when it is a safe one, else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** The routes outside tRPC and its REST adapter: auth, uploads, lists, CSV, webhooks in, streams, MCP. */
async function registerPlainRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerAccountDeletionRoutes(app, deps);
  await registerUploadRoute(app, deps);
  registerContentRoutes(app, deps);
  registerOAuthCallbackRoute(app, deps);
  registerPostsRoutes(app, deps);
  await registerPostsCsvRoutes(app, deps);
  registerAnalyticsExportRoute(app, deps);
  await registerStripeWebhookRoute(app, deps);
  registerOpenApiRoute(app, deps);
  registerNotificationStreamRoute(app, deps);
  registerMcpRoute(app, deps);
}

/** Builds the HTTP server without listening: main.ts listens, tests use `inject` or a port. */
export async function buildApp(
  deps: AppDeps,
  options: { logStream?: Writable } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { ...logSerializers, req: serializeRequest },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: requestIdOf,
    bodyLimit: 1_048_576,
    // tRPC batches put every procedure name in the path (/trpc/a,b,c...): the 100-character
    // default would answer 414 to a screen that loads many queries at once.
    routerOptions: { maxParamLength: 5000 },
    clientErrorHandler,
  });
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));
  if (deps.metrics) registerRequestMetrics(app, deps.metrics);

  registerErrorHandler(app);
  registerJsonInputLimits(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  registerApiKeyAuth(app, deps);
  registerCsrfGuard(app, config);
  await app.register(sessionPlugin, { deps });
  registerIntegratorHooks(app, deps);
  registerEmptyJsonBody(app, '/api/*'); // the REST adapter's catch-all route (basePath + /*)
  registerDeleteJsonBody(app, '/api/*');

  await registerPlainRoutes(app, deps);
  if (config.platforms.mode === 'sandbox') {
    // The simulator stands in for the nine platforms' hosts (ADR 0012).
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      controller: deps.sandbox ?? createSandboxController(),
      authorizeControl: sandboxControlAuthorizer(deps),
      // The product's own sandbox keeps its state under the data directory, so a restart keeps the
      // accounts connected to it (ADR 0036); a test's controller lives in memory only.
      ...(deps.sandbox ? {} : { stateFile: path.join(config.dataDir, 'sandbox', 'state.json') }),
    });
  }
  // Without STRIPE_SECRET_KEY, payments go to the Stripe simulator at `/v1` (ADR 0046, 0047).
  if (deps.core.billing?.mode === 'sandbox') await registerStripeSandbox(app, deps);

  const createContext = createContextFactory(deps);
  registerHotReads(app, deps);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  // The REST API: the same procedures, exposed at the paths of the spec (`meta.openapi`).
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext: createContext as never,
    onError: ({ error }: { error: { code: string } }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error }, 'rest error');
    },
  });

  await registerWebApp(app, config);
  return app;
}
