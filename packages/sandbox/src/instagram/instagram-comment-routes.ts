import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../identity/account-identity';
import { pickGraphFields } from '../meta/graph-api';
import { commentedPost, commentsOn, createComment } from '../meta/graph-comments';
import { graphList, graphPage } from '../meta/graph-paging';
import { graphObjectId, graphTimestamp } from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import type { InstagramPublishKit } from './instagram-publish-kit';

type PathRequest = FastifyRequest<{ Params: { id: string } }>;

// Comment moderation on the account's own media: Instagram API with Facebook Login.
const COMMENT_SCOPES = ['instagram_basic', 'instagram_manage_comments'];

/**
 * Comments on the account's own media (`/{ig-media-id}/comments`, `instagram_manage_comments`):
 * `POST` with `message` answers `{id}`; `GET` lists them newest first with `text`, `username`,
 * `timestamp`. A comment has no link of its own: it keeps its media's permalink.
 */
export function instagramCommentHandlers(kit: InstagramPublishKit) {
  const { ctx, publishing, caller } = kit;
  return {
    create(request: PathRequest, reply: FastifyReply) {
      const called = caller(request, reply, COMMENT_SCOPES);
      if (!called.ok) return called.reply;
      const named = commentedPost(publishing, 'instagram', request, reply, called.userId);
      if (!named.ok) return named.reply;
      return createComment({
        publishing,
        platform: 'instagram',
        request,
        reply,
        post: named.post,
        author: called.userId,
        id: graphObjectId(),
        url: named.post.url,
        now: ctx.controller.now,
      });
    },

    async list(request: PathRequest, reply: FastifyReply) {
      const called = caller(request, reply, COMMENT_SCOPES);
      if (!called.ok) return called.reply;
      const named = commentedPost(publishing, 'instagram', request, reply, called.userId);
      if (!named.ok) return named.reply;
      await publishingStep(publishing);
      const listed = graphPage(ctx, request, reply, commentsOn(publishing, named.post).reverse());
      if (!listed.ok) return listed.reply;
      const { username } = identityOf(called.account);
      const fields = field(request.query, 'fields');
      return graphList(listed, (comment) => {
        const author = comment.account === called.userId ? username : undefined;
        return pickGraphFields(
          {
            id: comment.id,
            text: comment.text,
            timestamp: graphTimestamp(comment.createdAt),
            username: author,
            from: { id: comment.account, ...(author ? { username: author } : {}) },
            media: { id: named.post.id },
            like_count: 0,
            hidden: false,
          },
          fields,
          ['id', 'text', 'timestamp'],
        );
      });
    },
  };
}
