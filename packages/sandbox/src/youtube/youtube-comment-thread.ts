import { randomBytes } from 'node:crypto';
import type { NetworkFigureValues } from '@fanout/shared';
import { escapeHtml } from '../http/html-page';
import { identityOf } from '../identity/account-identity';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import { youTubeChannelId } from './youtube-routes';

/** A new top-level comment's id, in YouTube's shape (`Ugz…4AaABAg`); its thread has the same. */
export function newCommentId(): string {
  return `Ugz${randomBytes(15).toString('base64url')}4AaABAg`;
}

/**
 * A `youtube#commentThread` (discovery schema CommentThread) of a comment the sandbox holds, as
 * the comment's author reads it: `textOriginal` as posted, `textDisplay` as `textFormat` asks (HTML
 * by default, so escaped). Its `likeCount` and `totalReplyCount` are the comment's figures
 * (sandboxCommentFigures; 0 for one just made; a name a tester's override removed is left out).
 */
export function commentThreadResource(
  comment: SandboxPost,
  video: SandboxPost,
  textFormat: 'html' | 'plainText' = 'html',
  figures: NetworkFigureValues = { likeCount: 0, totalReplyCount: 0 },
): Record<string, unknown> {
  const videoId = video.id;
  const channelId = youTubeChannelId(video.account);
  const author = youTubeChannelId(comment.account);
  const published = new Date(comment.createdAt).toISOString();
  const etag = randomBytes(12).toString('base64url');
  return {
    kind: 'youtube#commentThread',
    etag,
    id: comment.id,
    snippet: {
      channelId,
      videoId,
      topLevelComment: {
        kind: 'youtube#comment',
        etag,
        id: comment.id,
        snippet: {
          channelId,
          videoId,
          // YouTube's HTML display breaks lines with <br>.
          textDisplay:
            textFormat === 'html' ? escapeHtml(comment.text).replace(/\n/g, '<br>') : comment.text,
          textOriginal: comment.text,
          authorDisplayName: `@${identityOf(comment.account).username}`,
          authorChannelUrl: `http://www.youtube.com/@${identityOf(comment.account).username}`,
          authorChannelId: { value: author },
          canRate: true,
          viewerRating: 'none',
          ...(figures.likeCount === undefined ? {} : { likeCount: figures.likeCount }),
          publishedAt: published,
          updatedAt: published,
        },
      },
      canReply: true,
      ...(figures.totalReplyCount === undefined
        ? {}
        : { totalReplyCount: figures.totalReplyCount }),
      isPublic: true,
    },
  };
}
