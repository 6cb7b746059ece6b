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
import { authedProcedure, ownerProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['posts'] },
});

/**
 * Posts (spec 000 §7). The REST lists (plain arrays) and `GET /api/stats` are plain Fastify routes in
 * posts/posts-routes.ts, which send PostgreSQL's JSON text as it is.
 */
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
  list: ownerProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.owner, 'all', input)),
  scheduled: ownerProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.owner, 'scheduled', input)),
  drafts: ownerProcedure
    .input(postListInput)
    .output(postListOutput)
    .query(({ ctx, input }) => listPosts(ctx.deps.core, ctx.owner, 'drafts', input)),
  counts: ownerProcedure
    .input(z.object({ platform: platformSchema.optional() }))
    .output(postCountsSchema)
    .query(({ ctx, input }) => countPosts(ctx.deps.core, ctx.owner, input.platform)),
  stats: ownerProcedure
    .input(z.void())
    .output(statsSchema)
    .query(({ ctx }) => getStats(ctx.deps.core, ctx.owner)),
});
