import { getCredits } from '@fanout/core/credits';
import { creditsResponseSchema } from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

export const creditRouter = router({
  /** Balance and recent ledger entries (spec 000 §7 GET /api/credits). */
  summary: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/credits', tags: ['credits'] } })
    .input(z.void())
    .output(creditsResponseSchema)
    .query(({ ctx }) => getCredits(ctx.deps.core, ctx.actor)),
});
