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
    const auth = request.auth
      ? { userId: request.auth.user.id, sessionId: request.auth.sessionId }
      : null;
    try {
      const outcome = await completeConnect(deps.core, auth, { platform, query });
      const params = new URLSearchParams({ connected: outcome.platform, groupId: outcome.groupId });
      return reply.redirect(`/accounts?${params.toString()}`, 302);
    } catch (error) {
      if (!(error instanceof ConnectError)) throw error;
      request.log.info({ platform, code: error.code }, 'oauth connection not completed');
      const params = new URLSearchParams({
        connectError: error.code,
        platform,
        message: error.message,
      });
      return reply.redirect(`/accounts?${params.toString()}`, 302);
    }
  });
}
