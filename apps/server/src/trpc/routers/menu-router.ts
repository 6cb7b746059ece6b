import { z } from 'zod';
import { listAccessibleMenus } from '@fanout/core/access';
import { menuItemSchema } from '@fanout/shared';
import { authedProcedure, router } from '../trpc';

export const menuRouter = router({
  accessible: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/accessible-menus', tags: ['menus'] } })
    .input(z.void())
    .output(z.array(menuItemSchema))
    .query(({ ctx }) => listAccessibleMenus(ctx.deps.core, { actor: ctx.actor })),
});
