import { z } from 'zod';
import { readPermalink } from '../facebook/graph-permalink';
import { createGraphCommentPublisher } from '../facebook/graph-comments';
import { META_GRAPH_VERSION } from '../platform-hosts';
import type { FollowUpPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const mediaComment = z.object({
  id: z.string().min(1),
  text: z.string().nullish(),
  username: z.string().nullish(),
  timestamp: z.string(),
});

/**
 * A first comment on the account's Instagram media (`instagram_manage_comments`), read back by our
 * account's username and exact text. An Instagram comment has no link of its own: its URL is the
 * media's permalink (`GET /{ig-media-id}?fields=permalink`), which opens with the comments.
 */
export function createInstagramFirstComment(context: PublisherContext): FollowUpPublisher {
  const graph = {
    platform: 'instagram' as const,
    base: `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`,
  };
  return createGraphCommentPublisher(context, {
    ...graph,
    listQuery: { fields: 'id,text,username,timestamp' },
    item: mediaComment,
    own: (comment, account) =>
      comment.username === account.username
        ? { id: comment.id, text: comment.text ?? '', createdAt: Date.parse(comment.timestamp) }
        : null,
    url: (input) => readPermalink(context, graph, input, input.parent.platformPostId),
  });
}
