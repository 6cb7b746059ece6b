import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/session-plugin';
import { z } from 'zod';
import {
  changePassword,
  confirmEmailChange,
  endOwnSessions,
  listOwnSessions,
  requestEmailChange,
  type SessionOwner,
} from '@fanout/core/auth';
import { getIdleLogout, getProfile, setIdleLogout, updateProfile } from '@fanout/core/users';
import {
  changePasswordInput,
  confirmEmailChangeInput,
  profileSchema,
  requestEmailChangeInput,
  settingsMessageOutput,
  updateProfileInput,
  endSessionsInput,
  endSessionsOutput,
  idleLogoutSchema,
  sessionListSchema,
} from '@fanout/shared';
import { sessionOwner } from '../../http/client-info';
import { ownerProcedure, publicProcedure, router } from '../trpc';

/** The user's own Account Settings (ADR 0053): always the caller's own data, by session. */
export const settingsRouter = router({
  profile: ownerProcedure
    .meta({ openapi: { method: 'GET', path: '/settings/profile', tags: ['settings'] } })
    .input(z.void())
    .output(profileSchema)
    .query(({ ctx }) => getProfile(ctx.deps.core, { actor: ctx.owner })),
  updateProfile: ownerProcedure
    .meta({ openapi: { method: 'PATCH', path: '/settings/profile', tags: ['settings'] } })
    .input(updateProfileInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) =>
      updateProfile(ctx.deps.core, { actor: ctx.owner, input, client: ctx.client }),
    ),
  requestEmailChange: ownerProcedure
    .meta({ openapi: { method: 'POST', path: '/settings/email', tags: ['settings'] } })
    .input(requestEmailChangeInput)
    .output(settingsMessageOutput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.deps.core, { actor: ctx.owner, input })),
  // The link mailed to the new address may be opened signed out, or in another browser.
  confirmEmailChange: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/settings/email/confirm', tags: ['settings'] } })
    .input(confirmEmailChangeInput)
    .output(z.object({ message: z.string(), endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) =>
      confirmEmailChange(ctx.deps.core, {
        actor: sessionOwner(ctx.req),
        input,
        client: ctx.client,
      }),
    ),
  changePassword: ownerProcedure
    .meta({ openapi: { method: 'POST', path: '/settings/password', tags: ['settings'] } })
    .input(changePasswordInput)
    .output(z.object({ message: z.string(), endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) =>
      changePassword(ctx.deps.core, { actor: sessionOf(ctx), input, client: ctx.client }),
    ),
  sessions: ownerProcedure
    .meta({ openapi: { method: 'GET', path: '/settings/sessions', tags: ['settings'] } })
    .input(z.void())
    .output(sessionListSchema)
    .query(({ ctx }) => listOwnSessions(ctx.deps.core, { actor: sessionOf(ctx) })),
  endSessions: ownerProcedure
    .meta({ openapi: { method: 'POST', path: '/settings/sessions/end', tags: ['settings'] } })
    .input(endSessionsInput)
    .output(endSessionsOutput)
    .mutation(({ ctx, input }) =>
      endOwnSessions(ctx.deps.core, { actor: sessionOf(ctx), input, client: ctx.client }),
    ),
  idleLogout: ownerProcedure
    .meta({ openapi: { method: 'GET', path: '/settings/idle-logout', tags: ['settings'] } })
    .input(z.void())
    .output(idleLogoutSchema)
    .query(({ ctx }) => getIdleLogout(ctx.deps.core, { actor: ctx.owner })),
  setIdleLogout: ownerProcedure
    .meta({ openapi: { method: 'PUT', path: '/settings/idle-logout', tags: ['settings'] } })
    .input(idleLogoutSchema)
    .output(idleLogoutSchema)
    .mutation(({ ctx, input }) =>
      setIdleLogout(ctx.deps.core, { actor: ctx.owner, input, client: ctx.client }),
    ),
});

/** The signed-in owner and the session the request came on (the address travels as `client`). */
function sessionOf(ctx: { req: FastifyRequest }): SessionOwner {
  const auth = requireSession(ctx.req);
  return { userId: auth.user.id, sessionId: auth.sessionId };
}
