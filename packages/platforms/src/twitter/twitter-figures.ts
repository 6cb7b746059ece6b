import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { postGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';

/** GetPostsByIdsResponse: the posts found, and a problem for each id that was not. */
const postsSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        public_metrics: z.record(z.string(), z.unknown()).nullish(),
      }),
    )
    .nullish(),
  errors: z.array(z.object({ type: z.string().nullish() })).nullish(),
});

const NOT_FOUND = /\/problems\/resource-not-found$/;

/**
 * X API v2 `GET /2/tweets?ids={id}&post.fields=public_metrics` (getPostsByIds; the official
 * OpenAPI document names the field list `post.fields`): PostPublicMetrics, impressions included
 * with the owner's user token. tweet.read and users.read are publishing's scopes already. A post
 * deleted on X comes back as a resource-not-found problem in `errors`: gone. X charges per read
 * (ANALYTICS_X_READS decides whether this runs at all).
 */
export function createTwitterFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'twitter',
    scopes: [],
    async read(input) {
      const answer = await context.http.fetchJson(
        {
          platform: 'twitter',
          operation: 'the figures request',
          method: 'GET',
          url: `${context.hosts.twitter.api}/2/tweets`,
          query: { ids: input.platformPostId, 'post.fields': 'public_metrics' },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        postsSchema,
      );
      const post = answer.data?.find((candidate) => candidate.id === input.platformPostId);
      if (post) return rowFigures('twitter', post.public_metrics ?? {});
      if (answer.errors?.some((error) => NOT_FOUND.test(error.type ?? ''))) {
        throw postGone('twitter');
      }
      throw new PlatformError(
        'twitter',
        'unknown',
        'X answered the figures request without the post or a reason',
      );
    },
  };
}
