import { z } from 'zod';
import { createApiKey, listApiKeys, listUserApiKeys, revokeApiKey } from '@fanout/core/api-keys';
import {
  apiKeyIdInput,
  apiKeySchema,
  createApiKeyInput,
  createdApiKeySchema,
  PERMISSIONS,
  userApiKeysInput,
} from '@fanout/shared';
import { authedProcedure, ownerProcedure, permissionProcedure, router } from '../trpc';

const revokedSchema = z.object({ id: z.string(), revoked: z.literal(true) });
const adminProcedure = permissionProcedure(PERMISSIONS.viewAdminPanel);

/**
 * API keys (ADR 0092). A user's own keys declare no scope: making, listing and revoking keys
 * needs a session, so a leaked key cannot mint more. An administrator's reads and revokes take
 * the `admin` scope, which works only for an administrator's key.
 */
export const apiKeyRouter = router({
  create: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/api-keys', tags: ['api-keys'] } })
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) =>
      createApiKey(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  list: ownerProcedure
    .meta({ openapi: { method: 'GET', path: '/api-keys', tags: ['api-keys'] } })
    .input(z.void())
    .output(z.array(apiKeySchema))
    .query(({ ctx }) => listApiKeys(ctx.deps.core, { actor: ctx.owner })),
  revoke: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/api-keys/{id}', tags: ['api-keys'] } })
    .input(apiKeyIdInput)
    .output(revokedSchema)
    .mutation(({ ctx, input }) =>
      revokeApiKey(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  adminList: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users/{userId}/api-keys', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userApiKeysInput)
    .output(z.array(apiKeySchema))
    .query(({ ctx, input }) => listUserApiKeys(ctx.deps.core, { actor: ctx.actor, input })),
  adminRevoke: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/api-keys/{id}', tags: ['admin'] },
      scope: 'admin',
    })
    .input(apiKeyIdInput)
    .output(revokedSchema)
    .mutation(({ ctx, input }) =>
      revokeApiKey(ctx.deps.core, {
        actor: ctx.actor,
        input,
        client: ctx.client,
        asAdmin: true,
      }),
    ),
});
