import type { FastifyInstance } from 'fastify';
import {
  confirmAccountDeletion,
  deleteOwnAccount,
  requestAccountDeletion,
} from '@fanout/core/account-deletion';
import {
  accountDeletionConfirmInput,
  accountDeletionRequestInput,
  deleteOwnAccountInput,
} from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { clientAddress } from '../http/client-info';
import { clearSessionCookie } from '../http/session-cookie';
import { requireAuth } from '../http/session-plugin';
import { rateLimit } from './auth-rate-limit';

/**
 * Account deletion (ADR 0050): the public form of `/user-data-deletion`, its
 * emailed confirmation link, and the signed-in user's own deletion from the user menu. Each parses
 * with the shared schema and calls one service; the deleted user's cookie is cleared.
 */
export function registerAccountDeletionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { core, config } = deps;

  app.post(
    '/api/auth/account-deletion/request',
    { config: rateLimit(config.rateLimits.signUpPerMinute, 'Too many deletion requests.') },
    async (request) =>
      requestAccountDeletion(core, {
        input: accountDeletionRequestInput.parse(request.body ?? {}),
        client: clientAddress(request),
      }),
  );

  app.post(
    '/api/auth/account-deletion/confirm',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many deletion attempts.') },
    async (request, reply) => {
      const input = accountDeletionConfirmInput.parse(request.body ?? {});
      const answer = await confirmAccountDeletion(core, { input, client: clientAddress(request) });
      clearSessionCookie(reply, config);
      return reply.send(answer);
    },
  );

  app.post(
    '/api/auth/account-deletion/delete-mine',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many deletion attempts.') },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const input = deleteOwnAccountInput.parse(request.body ?? {});
      const answer = await deleteOwnAccount(core, {
        actor: { userId: user.id },
        input,
        client: clientAddress(request),
      });
      clearSessionCookie(reply, config);
      return reply.send(answer);
    },
  );
}
