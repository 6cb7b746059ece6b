import { z } from 'zod';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import {
  ATTEMPTED_AT_HANDLE,
  CLOCK_SKEW_MS,
  matchRecentPost,
  type ListedPost,
} from '../publish/match-recent-post';
import { POST_HANDLES, pagePostResult } from './facebook-page-post';
import { pageGraph } from './page-graph';

/** The most recent posts read: a Page posting faster than this within a minute is not ours. */
const PAGE_SIZE = 25;

const pagePosts = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      message: z.string().optional(),
      created_time: z.string(),
    }),
  ),
});

/**
 * After a lost answer to the Page post's call: reads the Page's own posts since the attempt
 * (`GET /{page-id}/published_posts?fields=id,message,created_time&since=`, one page, newest first)
 * and takes the one post with exactly our text (message, photo caption or video description) made
 * since the attempt. Anything else is 'cannot_tell': a missing post may still be on its way, so a
 * list never proves the post was not made. A lost Reel answer has no attempt time: 'cannot_tell'.
 */
export async function reconcileFacebookPost(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult | 'cannot_tell'> {
  const saved = input.handles[POST_HANDLES.postId];
  if (saved) return pagePostResult(saved);
  const attempted = Date.parse(input.handles[ATTEMPTED_AT_HANDLE] ?? '');
  if (Number.isNaN(attempted)) return 'cannot_tell';
  const { graph, pageId, common } = pageGraph(context, input);
  const answer = await context.http.fetchJson(
    {
      ...common,
      operation: 'the read-back of recent Page posts',
      method: 'GET',
      url: `${graph}/${pageId}/published_posts`,
      query: {
        fields: 'id,message,created_time',
        limit: String(PAGE_SIZE),
        since: String(Math.floor((attempted - CLOCK_SKEW_MS) / 1000)),
      },
    },
    pagePosts,
  );
  const listed: ListedPost[] = answer.data.map((post) => ({
    id: post.id,
    text: post.message ?? '',
    // Graph writes `2024-07-01T12:34:56+0000`: the offset without a colon, which Date.parse reads.
    createdAt: Date.parse(post.created_time.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
  }));
  const match = matchRecentPost(listed, input.text, attempted, context.now().getTime());
  return match === 'cannot_tell' ? match : pagePostResult(match.id);
}
