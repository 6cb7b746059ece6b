import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_COMMENT_LIMITS } from '@fanout/shared';
import { field } from '../http/request-fields';
import {
  publishCall,
  type SandboxPost,
  type SandboxPublishing,
} from '../publishing/sandbox-publishing';
import {
  graphParams,
  metaFaultAnswers,
  sendParamError,
  sendUnknownObject,
} from './meta-publish-answers';

/** Facebook and Instagram comments: `POST /{object-id}/comments` with `message`, on the Graph host. */
export type CommentPlatform = 'facebook' | 'instagram';

/**
 * The post a comment call names in its path: one of `owner`'s posts (a Page's, or an Instagram
 * account's media), never a comment (the sandbox keeps comments one level deep); otherwise the
 * Graph API's unknown-object refusal is sent.
 */
export function commentedPost(
  publishing: SandboxPublishing,
  platform: CommentPlatform,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  owner: string,
): { ok: true; post: SandboxPost } | { ok: false; reply: FastifyReply } {
  const { id } = request.params;
  const post = publishing.find(platform, id);
  if (!post || post.comment || post.account !== owner) {
    return { ok: false, reply: sendUnknownObject(reply, id) };
  }
  return { ok: true, post };
}

/**
 * Makes a comment on `post` as `author`, under the simulator's latency and faults (`publishCall`:
 * the comment is the irreversible call), and answers `{id}` as both APIs do. `message` is
 * required and held to the platform's comment limit.
 */
export function createComment(options: {
  publishing: SandboxPublishing;
  platform: CommentPlatform;
  request: FastifyRequest;
  reply: FastifyReply;
  post: SandboxPost;
  author: string;
  id: string;
  url: string | null;
  /** The sandbox's clock: the comment's creation time. */
  now: () => number;
}): Promise<FastifyReply> | FastifyReply {
  const { publishing, platform, reply, post } = options;
  const message = field(graphParams(options.request), 'message');
  if (message === undefined) return sendParamError(reply, 'The parameter message is required.');
  const limit = FIRST_COMMENT_LIMITS[platform];
  if ([...message].length > limit) {
    return sendParamError(reply, `Param message must be at most ${limit} characters long.`);
  }
  return publishCall(
    publishing,
    platform,
    reply,
    metaFaultAnswers(platform, options.author),
    () => {
      publishing.add({
        platform,
        id: options.id,
        account: options.author,
        text: message,
        media: [],
        url: options.url,
        createdAt: options.now(),
        replyTo: post.id,
        comment: true,
      });
      return { id: options.id };
    },
  );
}

/** The comments on `post`, oldest first. */
export function commentsOn(publishing: SandboxPublishing, post: SandboxPost): SandboxPost[] {
  return publishing
    .posts(post.platform)
    .filter((comment) => comment.comment === true && comment.replyTo === post.id);
}
