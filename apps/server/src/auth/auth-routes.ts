import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  invalidateSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from '@fanout/core/auth';
import { toCurrentUser } from '@fanout/core/users';
import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  signupInput,
} from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { clientAddress, safeReturnPath, sessionOwner } from '../http/client-info';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { isSameSiteNavigation } from '../http/same-site-navigation';
import { requireAuth, requireSession } from '../http/session-plugin';
import { rateLimit } from './auth-rate-limit';

/**
 * Sign-up, sign-in and sign-out for forms and integrators (they set cookies and redirect, so they are
 * plain routes rather than tRPC procedures). Each parses with the shared schema and calls one service.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { core, config } = deps;

  app.post(
    '/api/auth/signup',
    { config: rateLimit(config.rateLimits.signUpPerMinute, 'Too many sign-up attempts.') },
    async (request, reply) => {
      const input = signupInput.parse(request.body ?? {});
      const answer = await signUp(core, { input });
      // No session until the address is verified (ADR 0028); an earlier one on this browser ends,
      // as it is about to belong to another account.
      if (request.auth?.sessionId) {
        await invalidateSession(core, request.auth.sessionId);
        clearSessionCookie(reply, config);
      }
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/api/auth/login',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many sign-in attempts.') },
    async (request, reply) => {
      const input = loginInput.parse(request.body ?? {});
      // A new session id at every sign-in; an earlier session on this browser ends (core rotateSession).
      const { user, session } = await signIn(core, {
        actor: sessionOwner(request),
        input,
        client: clientAddress(request),
      });
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return reply.send({ user: toCurrentUser(user) });
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.auth) await signOutRequest(deps, request);
    clearSessionCookie(reply, config);
    return reply.send({ message: 'Signed out' });
  });

  app.get('/api/auth/user', async (request) => toCurrentUser(requireAuth(request).user));

  app.post(
    '/api/auth/password-reset/request',
    { config: rateLimit(config.rateLimits.signUpPerMinute, 'Too many reset requests.') },
    async (request) =>
      requestPasswordReset(core, { input: passwordResetRequestInput.parse(request.body ?? {}) }),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { config: rateLimit(config.rateLimits.signInPerMinute, 'Too many reset attempts.') },
    async (request) =>
      resetPassword(core, {
        input: passwordResetConfirmInput.parse(request.body ?? {}),
        client: clientAddress(request),
      }),
  );

  // Navigation endpoints (spec 000 §7): the browser goes to the sign-in page, keeping its destination.
  app.get('/api/login', async (request, reply) => {
    const returnTo = safeReturnPath((request.query as Record<string, unknown>).returnTo);
    const target = returnTo ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in';
    return reply.redirect(target, 302);
  });

  // A link on another site must not sign the user out (ADR 0028): the web app signs out with
  // POST /api/auth/logout; this navigation endpoint only acts on same-site requests.
  app.get('/api/logout', async (request, reply) => {
    if (!isSameSiteNavigation(request, config)) return reply.redirect('/', 302);
    if (request.auth) await signOutRequest(deps, request);
    clearSessionCookie(reply, config);
    return reply.redirect('/', 302);
  });
}

/** Ends the request's session, noting the sign-out with the client's address (ADR 0050). */
async function signOutRequest(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const auth = requireSession(request);
  await signOut(deps.core, {
    actor: { userId: auth.user.id, sessionId: auth.sessionId },
    client: clientAddress(request),
  });
}
