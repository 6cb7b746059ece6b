import { z } from 'zod';
import { META_GRAPH_VERSION } from '../platform-hosts';
import type { FollowUpPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createGraphCommentPublisher } from './graph-comments';

const pageComment = z.object({
  id: z.string().min(1),
  message: z.string().nullish(),
  created_time: z.string(),
  from: z.object({ id: z.string() }).nullish(),
});

/**
 * A first comment on the Page's post or Reel, as the Page (the Page token): on whatever
 * `platformPostId` the target recorded, a `{page}_{post}` id or a Reel's video id, both of which
 * take comments. Read back from the post's comments oldest first (Graph's default order), so the
 * first comment is on the first page; the Page's own are those `from` the Page.
 */
export function createFacebookFirstComment(context: PublisherContext): FollowUpPublisher {
  return createGraphCommentPublisher(context, {
    platform: 'facebook',
    base: `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`,
    listQuery: {
      fields: 'id,message,from,created_time',
      order: 'chronological',
      filter: 'toplevel',
    },
    item: pageComment,
    own: (comment, account) =>
      comment.from?.id === account.externalId
        ? {
            id: comment.id,
            text: comment.message ?? '',
            createdAt: Date.parse(comment.created_time),
          }
        : null,
    // Comment ids are `{post}_{comment}`; Facebook opens a comment at its post's address with the
    // comment's own number, so no read is needed for the link.
    url: async (input, commentId) =>
      `https://www.facebook.com/${input.parent.platformPostId}?comment_id=${commentId.split('_').at(-1) ?? commentId}`,
  });
}
