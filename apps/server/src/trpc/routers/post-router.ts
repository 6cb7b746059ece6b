import {
  countPosts,
  createPost,
  deletePost,
  duplicatePost,
  getPost,
  getStats,
  listCalendarPostsJson,
  listPosts,
  recomposePost,
  reschedulePost,
  resolveUnconfirmedTarget,
  retryFollowUps,
  retryTarget,
  updatePost,
} from '@fanout/core/posts';
import { importPostsCsv } from '@fanout/core/post-csv';
import {
  calendarInput,
  createPostInput,
  idInput,
  platformSchema,
  postCountsSchema,
  postDetailSchema,
  postListInput,
  postCsvImportInput,
  postCsvImportResult,
  postListOutput,
  postSchema,
  reschedulePostInput,
  resolveTargetInput,
  statsSchema,
  targetRefInput,
  updatePostInput,
} from '@fanout/shared';
import type { Post } from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, ownerProcedure, parsedSync, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['posts'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? ('posts:read' as const) : ('posts:write' as const),
});

/**
 * Posts (spec 000 §7). The REST lists (plain arrays) and `GET /api/stats` are plain Fastify routes in
 * posts/posts-routes.ts, which send PostgreSQL's JSON text as it is. Both call the same core
 * functions, which reuse answers under the owner's list version (ADR 0021, 0042); the hot reads
 * here validate their output synchronously (`parsedSync`).
 */
export const postRouter = router({
  create: authedProcedure
    .meta(meta('POST', '/posts'))
    .input(createPostInput)
    .output(postSchema)
    .mutation(({ ctx, input }) => createPost(ctx.deps.core, { actor: ctx.actor, input })),
  // The CSV import's twin (ADR 0095): the file's text in JSON; REST takes the file as text/csv
  // at POST /api/posts/import (posts/posts-csv-routes.ts), so this has no REST path of its own.
  importCsv: authedProcedure
    .input(postCsvImportInput)
    .output(postCsvImportResult)
    .mutation(({ ctx, input }) => importPostsCsv(ctx.deps.core, { actor: ctx.actor, input })),
  update: authedProcedure
    .meta(meta('PUT', '/posts/{id}'))
    .input(updatePostInput.extend(idInput.shape))
    .output(postSchema)
    .mutation(({ ctx, input }) => updatePost(ctx.deps.core, { actor: ctx.actor, input })),
  // The calendar (ADR 0058): a range of posts, the drag that moves one, and Duplicate.
  calendar: ownerProcedure
    .meta(meta('GET', '/calendar'))
    .input(calendarInput)
    .output(z.array(postSchema))
    .query(
      async ({ ctx, input }) =>
        JSON.parse(
          await listCalendarPostsJson(ctx.deps.core, { actor: ctx.owner, input }),
        ) as Post[],
    ),
  // The composer saving an existing draft or scheduled post, everything editable (ADR 0059).
  recompose: authedProcedure
    .meta(meta('PUT', '/posts/{id}/composition'))
    .input(createPostInput.extend(idInput.shape))
    .output(postSchema)
    .mutation(({ ctx, input }) => recomposePost(ctx.deps.core, { actor: ctx.actor, input })),
  reschedule: authedProcedure
    .meta(meta('POST', '/posts/{id}/reschedule'))
    .input(reschedulePostInput.extend(idInput.shape))
    .output(postSchema)
    .mutation(({ ctx, input }) => reschedulePost(ctx.deps.core, { actor: ctx.actor, input })),
  duplicate: authedProcedure
    .meta(meta('POST', '/posts/{id}/duplicate'))
    .input(idInput)
    .output(postSchema)
    .mutation(({ ctx, input }) => duplicatePost(ctx.deps.core, { actor: ctx.actor, input })),
  delete: authedProcedure
    .meta(meta('DELETE', '/posts/{id}'))
    .input(idInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => deletePost(ctx.deps.core, { actor: ctx.actor, input })),
  // One target's retry, and the user's answer for an unconfirmed one (ADR 0054).
  retryTarget: ownerProcedure
    .meta(meta('POST', '/posts/{id}/targets/{targetId}/retry'))
    .input(targetRefInput)
    .output(postSchema)
    .mutation(({ ctx, input }) => retryTarget(ctx.deps.core, { actor: ctx.owner, input })),
  // A published target's failed replies or first comment sent again (ADR 0084).
  retryFollowUps: ownerProcedure
    .meta(meta('POST', '/posts/{id}/targets/{targetId}/follow-ups/retry'))
    .input(targetRefInput)
    .output(z.object({ retried: z.number() }))
    .mutation(({ ctx, input }) => retryFollowUps(ctx.deps.core, { actor: ctx.owner, input })),
  resolveTarget: ownerProcedure
    .meta(meta('POST', '/posts/{id}/targets/{targetId}/resolve'))
    .input(resolveTargetInput)
    .output(postSchema)
    .mutation(({ ctx, input }) =>
      resolveUnconfirmedTarget(ctx.deps.core, { actor: ctx.owner, input }),
    ),
  list: ownerProcedure
    .input(postListInput)
    .output(parsedSync(postListOutput))
    .query(({ ctx, input }) => listPosts(ctx.deps.core, { actor: ctx.owner, kind: 'all', input })),
  // No REST path (GET /api/posts/scheduled is a plain route); the scope is for the MCP tool.
  scheduled: ownerProcedure
    .meta({ scope: 'posts:read' })
    .input(postListInput)
    .output(parsedSync(postListOutput))
    .query(({ ctx, input }) =>
      listPosts(ctx.deps.core, { actor: ctx.owner, kind: 'scheduled', input }),
    ),
  drafts: ownerProcedure
    .input(postListInput)
    .output(parsedSync(postListOutput))
    .query(({ ctx, input }) =>
      listPosts(ctx.deps.core, { actor: ctx.owner, kind: 'drafts', input }),
    ),
  published: ownerProcedure
    .input(postListInput)
    .output(parsedSync(postListOutput))
    .query(({ ctx, input }) =>
      listPosts(ctx.deps.core, { actor: ctx.owner, kind: 'published', input }),
    ),
  failed: ownerProcedure
    .input(postListInput)
    .output(parsedSync(postListOutput))
    .query(({ ctx, input }) =>
      listPosts(ctx.deps.core, { actor: ctx.owner, kind: 'failed', input }),
    ),
  get: ownerProcedure
    .meta(meta('GET', '/posts/{id}'))
    .input(idInput)
    .output(postDetailSchema)
    .query(({ ctx, input }) => getPost(ctx.deps.core, { actor: ctx.owner, input })),
  counts: ownerProcedure
    .input(z.object({ platform: platformSchema.optional() }))
    .output(parsedSync(postCountsSchema))
    .query(({ ctx, input }) => countPosts(ctx.deps.core, { actor: ctx.owner, input })),
  stats: ownerProcedure
    .input(z.void())
    .output(parsedSync(statsSchema))
    .query(({ ctx }) => getStats(ctx.deps.core, { actor: ctx.owner })),
});
