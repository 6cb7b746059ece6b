import { deleteContent, getStorageUsage, importMediaUrl, listContent } from '@fanout/core/media';
import {
  contentIdInput,
  contentItemSchema,
  contentListInput,
  contentUrlInput,
  contentListOutput,
  storageUsageSchema,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

export const contentRouter = router({
  /** One page of the caller's library, newest first (REST GET /api/content is a plain route: it answers an array). */
  list: authedProcedure
    .input(contentListInput)
    .output(contentListOutput)
    .query(({ ctx, input }) => listContent(ctx.deps.core, { actor: ctx.actor, input })),
  /** What the caller's library takes of their storage quota (STORAGE_QUOTA_GB, ADR 0030). */
  storage: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/content/storage', tags: ['content'] },
      scope: 'media:write',
    })
    .input(z.void())
    .output(storageUsageSchema)
    .query(({ ctx }) => getStorageUsage(ctx.deps.core, { actor: ctx.actor })),
  /** A file at a public URL into the library, checked as an upload is (the MCP tool's twin). */
  importUrl: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/content/import-url', tags: ['content'] },
      scope: 'media:write',
    })
    .input(contentUrlInput)
    .output(contentItemSchema)
    .mutation(({ ctx, input }) => importMediaUrl(ctx.deps.core, { actor: ctx.actor, input })),
  delete: authedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/content/{id}', tags: ['content'] },
      scope: 'media:write',
    })
    .input(contentIdInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => deleteContent(ctx.deps.core, { actor: ctx.actor, input })),
});
