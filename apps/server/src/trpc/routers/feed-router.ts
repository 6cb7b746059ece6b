import { addFeed, listFeeds, removeFeed } from '@fanout/core/rss';
import { addFeedInput, feedSchema, groupFeedsInput, idInput } from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['feeds'] },
  // What an API key needs here (ADR 0092): feeds make posts.
  scope: method === 'GET' ? ('posts:read' as const) : ('posts:write' as const),
});

/** The RSS and Atom feeds of each account group (ADR 0096): the caller's own groups only. */
export const feedRouter = router({
  list: authedProcedure
    .meta(meta('GET', '/account-groups/{groupId}/feeds'))
    .input(groupFeedsInput)
    .output(z.array(feedSchema))
    .query(({ ctx, input }) => listFeeds(ctx.deps.core, { actor: ctx.actor, input })),
  add: authedProcedure
    .meta(meta('POST', '/account-groups/{groupId}/feeds'))
    .input(addFeedInput)
    .output(feedSchema)
    .mutation(({ ctx, input }) => addFeed(ctx.deps.core, { actor: ctx.actor, input })),
  remove: authedProcedure
    .meta(meta('DELETE', '/feeds/{id}'))
    .input(idInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => removeFeed(ctx.deps.core, { actor: ctx.actor, input })),
});
