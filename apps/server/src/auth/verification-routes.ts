import type { FastifyInstance } from 'fastify';
import { claimAdmin, resendVerification, verifyEmail } from '@fanout/core/auth';
import { toCurrentUser } from '@fanout/core/users';
import { claimAdminInput, verifyEmailInput } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { clientAddress, sessionOwner } from '../http/client-info';
import { setSessionCookie } from '../http/session-cookie';
import { requireAuth } from '../http/session-plugin';
import { rateLimit } from './auth-rate-limit';

/**
 * Email verification, the first administrator's setup link and the sign-up mode (ADR 0028). Each
 * route parses with the shared schema and calls one service.
 */
export function registerVerificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { core, config } = deps;

  app.get('/api/auth/signup-mode', async () => ({ mode: config.signupMode }));

  app.post(
    '/api/auth/verify-email',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many verification attempts.') },
    async (request, reply) => {
      const input = verifyEmailInput.parse(request.body ?? {});
      // The first use signs the owner in on a fresh session id; later uses sign nobody in.
      const { message, user, session } = await verifyEmail(core, {
        actor: sessionOwner(request),
        input,
        client: clientAddress(request),
      });
      if (session) setSessionCookie(reply, config, session.token, session.expiresAt);
      return reply.send({ message, user: user ? toCurrentUser(user) : null });
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: rateLimit(3, 'Too many verification emails.', {
        timeWindow: '10 minutes',
        key: (request) => request.auth?.user.id ?? request.ip,
      }),
    },
    async (request) =>
      resendVerification(core, { actor: { userId: requireAuth(request).user.id } }),
  );

  app.post(
    '/api/auth/claim-admin',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many setup attempts.') },
    async (request) =>
      claimAdmin(core, {
        actor: { userId: requireAuth(request).user.id },
        input: claimAdminInput.parse(request.body ?? {}),
        client: clientAddress(request),
      }),
  );
}
