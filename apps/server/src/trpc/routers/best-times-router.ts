import { getBestTimes } from '@fanout/core/analytics';
import { bestTimesQuerySchema, bestTimesSchema } from '@fanout/shared';
import { authedProcedure, router } from '../trpc';

/** Best times from the user's own history (ADR 0091); the composer suggests from them. */
export const bestTimesRouter = router({
  get: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/analytics/best-times', tags: ['analytics'] },
      scope: 'analytics:read',
    })
    .input(bestTimesQuerySchema)
    .output(bestTimesSchema)
    .query(({ ctx, input }) => getBestTimes(ctx.deps.core, { actor: ctx.actor, input })),
});
