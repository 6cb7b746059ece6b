import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { bearer } from '../http/platform-request';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { readGraphCommentFigures } from './graph-comment-figures';
import { readGraphInsights } from './graph-insights';

/** Page post insights: Meta's permission for reading them, asked at connect. */
export const FACEBOOK_INSIGHTS_SCOPE = 'read_insights';

/** The post's own counts: its reactions and comments edges' summaries, its shares. */
const POST_FIELDS =
  'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';

const summary = z.object({ summary: z.object({ total_count: z.number() }).nullish() }).nullish();
const postSchema = z.object({
  reactions: summary,
  comments: summary,
  shares: z.object({ count: z.number() }).nullish(),
});

/**
 * A Page post's figures, two calls with the Page token: its views from insights
 * (`/{post-id}/insights?metric=post_media_view`, read_insights) and its reactions, comments and
 * shares from the post itself (`/{post-id}?fields=reactions.summary(total_count).limit(0),…`,
 * pages_read_engagement, asked at connect already). Graph leaves `shares` out of a post nobody
 * shared: it counts as 0, the one figure a missing field says is zero; a summary Graph did not
 * send is not reported.
 */
export function createFacebookFiguresReader(context: FiguresContext): FiguresReader {
  const base = `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`;
  return {
    platform: 'facebook',
    scopes: [FACEBOOK_INSIGHTS_SCOPE],
    async read(input) {
      const views = await readGraphInsights(context, input, {
        platform: 'facebook',
        base,
        metrics: ['post_media_view'],
      });
      const post = await context.http.fetchJson(
        {
          platform: 'facebook',
          operation: 'the figures request',
          method: 'GET',
          url: `${base}/${encodeURIComponent(input.platformPostId)}`,
          query: { fields: POST_FIELDS },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        postSchema,
      );
      const reactions = post.reactions?.summary?.total_count;
      const comments = post.comments?.summary?.total_count;
      return {
        ...views,
        ...(reactions === undefined ? {} : { reactions }),
        ...(comments === undefined ? {} : { comments }),
        shares: post.shares?.count ?? 0,
      };
    },
    readComment: (input) => readGraphCommentFigures(context, input, 'facebook'),
  };
}
