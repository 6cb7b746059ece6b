import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { postGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';

const postsSchema = z.object({
  posts: z.array(z.object({ uri: z.string() }).catchall(z.unknown())),
});

/**
 * Bluesky: `app.bsky.feed.getPosts?uris={at-uri}` through the account's PDS (which proxies it to
 * the AppView) with the session's access JWT: the postView's likeCount, repostCount, replyCount
 * and quoteCount. No scope beyond the app password; no views at all (Bluesky counts none). A post
 * the AppView no longer has is missing from `posts`: gone.
 */
export function createBlueskyFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'bluesky',
    scopes: [],
    async read(input) {
      const answer = await context.http.fetchJson(
        {
          platform: 'bluesky',
          operation: 'the figures request',
          method: 'GET',
          url: `${context.hosts.bluesky.pds}/xrpc/app.bsky.feed.getPosts`,
          query: { uris: input.platformPostId },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        postsSchema,
      );
      const post = answer.posts.find((candidate) => candidate.uri === input.platformPostId);
      if (!post) throw postGone('bluesky');
      return rowFigures('bluesky', post);
    },
  };
}
