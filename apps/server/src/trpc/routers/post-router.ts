import {
  countPosts,
  createPost,
  deletePost,
  getStats,
  listPosts,
  updatePost,
} from '@fanout/core/posts';
import {
  createPostInput,
  idInput,
  platformSchema,
  postCountsSchema,
  postListInput,
  postListOutput,
  postSchema,
  statsSchema,
  updatePostInput,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['posts'] },
});

/** Posts (spec 000 §7). The REST list routes answer plain arrays and live in http/posts-routes.ts. */
export const postRouter = router({
  create: authedProcedure
    .meta(meta('POST', '/posts'))
    .input(createPostInput)
    .output(postSchema)
    .mutation(({ ctx, input }) => createPost(ctx.deps.core, ctx.actor, input)),
  update: authedProcedure
    .meta(meta('PUT', '/posts/{id}'))
    .input(updatePostInput.extend(idInput.shape))
    .output(postSchema)
    .mutation(({ ctx, input }) => updatePost(ctx.deps.core, ctx.actor, input.id, input)),
  delete: authedProcedure
    .meta(meta('DELETE', '/posts/{id}'))
    .input(idInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => deletePost(ctx.deps.core, ctx.actor, input.id)),
  list: authedProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.actor, 'all', input)),
  scheduled: authedProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.actor, 'scheduled', input)),
  drafts: authedProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.actor, 'drafts', input)),
  counts: authedProcedure
    .input(z.object({ platform: platformSchema.optional() }))
    .output(postCountsSchema)
    .query(({ ctx, input }) => countPosts(ctx.deps.core, ctx.actor, input.platform)),
  stats: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/stats', tags: ['posts'] } })
    .input(z.void())
    .output(statsSchema)
    .query(({ ctx }) => getStats(ctx.deps.core, ctx.actor)),
});
