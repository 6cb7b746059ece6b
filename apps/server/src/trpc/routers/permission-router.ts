import { z } from 'zod';
import { permissionsResponseSchema } from '@fanout/shared';
import { authedProcedure, router } from '../trpc';

export const permissionRouter = router({
  mine: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/user/permissions', tags: ['permissions'] } })
    .input(z.void())
    .output(permissionsResponseSchema)
    .query(({ ctx }) => ({ isAdmin: ctx.actor.isAdmin, permissions: [...ctx.actor.permissions] })),
});
