import type { FastifyInstance } from 'fastify';
import { completeConnect, ConnectError } from '@fanout/core/accounts';
import type { AppDeps } from '../http/app-deps';

/**
 * GET /api/oauth/callback/{platform}: where platforms send the browser back. Always answers with a
 * redirect to /accounts carrying the outcome, so the page can show a clear message.
 */
export function registerOAuthCallbackRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/oauth/callback/:platform', async (request, reply) => {
    const { platform } = request.params as { platform: string };
    const query = Object.fromEntries(
      Object.entries(request.query as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : undefined,
      ]),
    );
    // The browser's own session only: an API key never completes a connection (no scope here).
    const auth = request.auth?.sessionId
      ? { userId: request.auth.user.id, sessionId: request.auth.sessionId }
      : null;
    try {
      const outcome = await completeConnect(deps.core, auth, { platform, query });
      const params = new URLSearchParams({ connected: outcome.platform, groupId: outcome.groupId });
      return reply.redirect(`/accounts?${params.toString()}`, 302);
    } catch (error) {
      const failure =
        error instanceof ConnectError
          ? { code: error.code, message: error.message }
          : {
              code: 'platform_error',
              message: `Fanout could not finish the connection because of an internal error (request id ${String(request.id)}). Please try again.`,
            };
      if (error instanceof ConnectError)
        request.log.info({ platform, code: error.code }, 'oauth connection not completed');
      else request.log.error({ err: error, platform }, 'oauth callback failed');
      const params = new URLSearchParams({
        connectError: failure.code,
        platform,
        message: failure.message,
      });
      return reply.redirect(`/accounts?${params.toString()}`, 302);
    }
  });
}
