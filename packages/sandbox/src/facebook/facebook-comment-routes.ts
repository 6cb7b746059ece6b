import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickGraphFields } from '../meta/graph-api';
import { commentedPost, commentsOn, createComment } from '../meta/graph-comments';
import { graphList, graphPage } from '../meta/graph-paging';
import { graphObjectId, graphTimestamp, sendParamError } from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { sandboxPages } from './facebook-pages';
import { pageToken, type FacebookPagePublishKit } from './facebook-page-publish-kit';

type PathRequest = FastifyRequest<{ Params: { id: string } }>;

const ORDERS = ['chronological', 'reverse_chronological'];
const FILTERS = ['toplevel', 'stream'];

/**
 * Comments on a Page's posts and Reels, as the Page (Graph API `/{object-id}/comments`, Page token):
 * `POST` with `message` (`pages_manage_engagement`) answers `{id}`, the id `{post}_{comment}` as
 * Graph writes comment ids; `GET` (`pages_read_engagement`) lists them, `order` chronological by
 * default, with `from` naming the Page.
 */
export function facebookCommentHandlers(kit: FacebookPagePublishKit) {
  const { ctx, publishing } = kit;
  // The token's checks come first, against the Page of the post named (the path's id otherwise).
  const pageOfPath = (request: PathRequest) =>
    publishing.find('facebook', request.params.id)?.account ?? request.params.id;

  return {
    create(request: PathRequest, reply: FastifyReply) {
      const page = pageToken(ctx, request, reply, 'pages_manage_engagement', pageOfPath(request));
      if (!page.ok) return page.reply;
      const named = commentedPost(publishing, 'facebook', request, reply, page.pageId);
      if (!named.ok) return named.reply;
      const { post } = named;
      const number = graphObjectId();
      return createComment({
        publishing,
        platform: 'facebook',
        request,
        reply,
        post,
        author: page.pageId,
        id: `${post.id.split('_').at(-1) ?? post.id}_${number}`,
        url: `https://www.facebook.com/${post.id}?comment_id=${number}`,
        now: ctx.controller.now,
      });
    },

    async list(request: PathRequest, reply: FastifyReply) {
      const page = pageToken(ctx, request, reply, 'pages_read_engagement', pageOfPath(request));
      if (!page.ok) return page.reply;
      const named = commentedPost(publishing, 'facebook', request, reply, page.pageId);
      if (!named.ok) return named.reply;
      const order = field(request.query, 'order') ?? 'chronological';
      if (!ORDERS.includes(order)) {
        return sendParamError(reply, `Param order must be one of {${ORDERS.join(', ')}}.`);
      }
      // The sandbox's comments have no replies: `toplevel` and `stream` list the same.
      const filter = field(request.query, 'filter') ?? 'toplevel';
      if (!FILTERS.includes(filter)) {
        return sendParamError(reply, `Param filter must be one of {${FILTERS.join(', ')}}.`);
      }
      await publishingStep(publishing);
      const comments = commentsOn(publishing, named.post);
      const ordered = order === 'chronological' ? comments : comments.reverse();
      const listed = graphPage(ctx, request, reply, ordered);
      if (!listed.ok) return listed.reply;
      const pageName = sandboxPages(page.account).find((item) => item.id === page.pageId)?.name;
      const fields = field(request.query, 'fields');
      return graphList(listed, (comment) =>
        pickGraphFields(
          {
            id: comment.id,
            message: comment.text,
            created_time: graphTimestamp(comment.createdAt),
            from: {
              id: comment.account,
              ...(pageName && comment.account === page.pageId ? { name: pageName } : {}),
            },
            permalink_url: comment.url,
          },
          fields,
          ['id', 'message', 'created_time', 'from'],
        ),
      );
    },
  };
}
