import { deleteContent, listContent } from '@fanout/core/media';
import { contentIdInput, contentListInput, contentListOutput } from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

export const contentRouter = router({
  /** One page of the caller's library, newest first (REST GET /api/content is a plain route: it answers an array). */
  list: authedProcedure
    .input(contentListInput)
    .output(contentListOutput)
    .query(({ ctx, input }) => listContent(ctx.deps.core, ctx.actor, input)),
  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/content/{id}', tags: ['content'] } })
    .input(contentIdInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => deleteContent(ctx.deps.core, ctx.actor, input.id)),
});
