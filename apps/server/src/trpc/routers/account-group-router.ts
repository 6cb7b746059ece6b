import { createGroup, deleteGroup, listGroups, updateGroup } from '@fanout/core/accounts';
import {
  accountGroupInput,
  accountGroupSchema,
  accountGroupUpdateInput,
  idInput,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['account-groups'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? ('accounts:read' as const) : undefined,
});

export const accountGroupRouter = router({
  list: authedProcedure
    .meta(meta('GET', '/account-groups'))
    .input(z.void())
    .output(z.array(accountGroupSchema))
    .query(({ ctx }) => listGroups(ctx.deps.core, { actor: ctx.actor })),
  create: authedProcedure
    .meta(meta('POST', '/account-groups'))
    .input(accountGroupInput)
    .output(accountGroupSchema)
    .mutation(({ ctx, input }) => createGroup(ctx.deps.core, { actor: ctx.actor, input })),
  update: authedProcedure
    .meta(meta('PATCH', '/account-groups/{id}'))
    .input(accountGroupUpdateInput)
    .output(accountGroupSchema)
    .mutation(({ ctx, input }) => updateGroup(ctx.deps.core, { actor: ctx.actor, input })),
  delete: authedProcedure
    .meta(meta('DELETE', '/account-groups/{id}'))
    .input(idInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => deleteGroup(ctx.deps.core, { actor: ctx.actor, input })),
});
