import { getCredits } from '@fanout/core/credits';
import { creditsQueryInput, creditsResponseSchema } from '@fanout/shared';
import { authedProcedure, router } from '../trpc';

export const creditRouter = router({
  /** Balance and one page of the ledger, newest first (spec 000 §7 GET /api/credits; `nextCursor`). */
  summary: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/credits', tags: ['credits'] } })
    .input(creditsQueryInput.optional())
    .output(creditsResponseSchema)
    .query(({ ctx, input }) =>
      getCredits(ctx.deps.core, {
        actor: ctx.actor,
        input: creditsQueryInput.parse(input ?? {}),
      }),
    ),
});
