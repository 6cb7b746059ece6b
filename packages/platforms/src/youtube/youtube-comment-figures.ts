import type { NetworkFigureValues } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresInput } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { commentGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';

const threadsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z
          .object({
            totalReplyCount: z.unknown().optional(),
            topLevelComment: z
              .object({ snippet: z.object({ likeCount: z.unknown().optional() }).nullish() })
              .nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
});

/**
 * A first comment's figures: `commentThreads.list?part=snippet&id={thread id}` (publishing stored
 * the thread's id: commentThreads.insert made it), the top-level comment's `likeCount` and the
 * thread's `totalReplyCount` (uint32 in the discovery document). youtube.force-ssl, which
 * publishing the comment took. A thread no longer there is missing from `items`.
 */
export async function readYouTubeCommentFigures(
  context: FiguresContext,
  input: FiguresInput,
): Promise<NetworkFigureValues> {
  const answer = await context.http.fetchJson(
    {
      platform: 'youtube',
      operation: "the comment's figures request",
      method: 'GET',
      url: `${context.hosts.youtube.api}/youtube/v3/commentThreads`,
      query: { part: 'snippet', id: input.platformPostId },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    threadsSchema,
  );
  const thread = answer.items?.find((item) => item.id === input.platformPostId);
  if (!thread) throw commentGone('youtube');
  return rowFigures(
    'youtube',
    {
      likeCount: thread.snippet?.topLevelComment?.snippet?.likeCount,
      totalReplyCount: thread.snippet?.totalReplyCount,
    },
    'comment',
  );
}
