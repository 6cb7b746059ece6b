import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import {
  contentItemSchema,
  contentListInput,
  postListInput,
  postSchema,
  type ApiKeyScope,
} from '@fanout/shared';

/** `Link: <…?limit=50&cursor=…>; rel="next"` while more pages follow (ADR 0093). */
const pageHeaders = z.object({
  link: z.string().optional().meta({
    description: 'The next page: `<path?limit=…&cursor=…>; rel="next"`; absent on the last',
  }),
});

function listOperation(options: {
  summary: string;
  tag: string;
  scope: ApiKeyScope;
  query: z.ZodObject;
  item: z.ZodType;
}): ZodOpenApiOperationObject {
  return {
    summary: options.summary,
    tags: [options.tag],
    security: [{ session: [] }, { apiKey: [options.scope] }],
    'x-scopes': [options.scope],
    requestParams: { query: options.query },
    responses: {
      200: {
        description: 'One page, newest first',
        headers: pageHeaders,
        content: { 'application/json': { schema: z.array(options.item) } },
      },
    },
  };
}

const postList = (summary: string) =>
  listOperation({
    summary,
    tag: 'posts',
    scope: 'posts:read',
    query: postListInput,
    item: postSchema,
  });

/**
 * The plain list routes (posts/posts-routes.ts, media/content-routes.ts) in the OpenAPI document:
 * they answer plain arrays and page with a cursor in the `Link` header, which a procedure's
 * meta cannot say, so their entries are written here from the same zod schemas.
 */
export const LIST_ROUTE_PATHS: ZodOpenApiPathsObject = {
  '/posts': { get: postList("The caller's posts") },
  '/posts/scheduled': { get: postList('Scheduled posts') },
  '/posts/drafts': { get: postList('Drafts') },
  '/posts/published': { get: postList('Published posts') },
  '/posts/failed': { get: postList('Failed posts') },
  '/content': {
    get: listOperation({
      summary: "The caller's media library",
      tag: 'content',
      scope: 'media:write',
      query: contentListInput,
      item: contentItemSchema,
    }),
  },
};
