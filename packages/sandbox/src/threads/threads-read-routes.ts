import type { FastifyInstance } from 'fastify';
import { pickGraphFields } from '../meta/graph-api';
import { graphList, graphPage } from '../meta/graph-paging';
import { sendParamError, sendUnknownObject } from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { threadsUserId } from './threads-routes';
import { GRAPH, threadNode, type ThreadsPublishKit } from './threads-publish-kit';

/**
 * Reads: a container's status or a published thread, the user's threads, newest first, and a
 * thread's replies.
 */
export function registerThreadsObjectRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { containers, publishing, threadsToken } = kit;
  // A container's status, or a published thread.
  app.get<{ Params: { id: string } }>(`${GRAPH}/:id`, async (request, reply) => {
    const auth = threadsToken(request, reply, ['threads_basic']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    const owner = threadsUserId(auth.token.grant.account);
    const fields = field(request.query, 'fields');
    const container = containers.get(request.params.id);
    if (container && container.owner === owner) {
      return pickGraphFields({ id: container.id, status: containers.status(container) }, fields, [
        'id',
      ]);
    }
    const post = publishing.find('threads', request.params.id);
    if (post && post.account === owner) return pickGraphFields(threadNode(post), fields, ['id']);
    return sendUnknownObject(reply, request.params.id);
  });
}

export function registerThreadsListRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { publishing, threadsToken } = kit;
  // The user's threads, newest first; their replies are on `/{user-id}/replies`, not here.
  app.get<{ Params: { id: string } }>(`${GRAPH}/:id/threads`, async (request, reply) => {
    const auth = threadsToken(request, reply, ['threads_basic']);
    if (!auth.ok) return auth.reply;
    const userId = threadsUserId(auth.token.grant.account);
    if (request.params.id !== userId && request.params.id !== 'me') {
      return sendUnknownObject(reply, request.params.id);
    }
    await publishingStep(publishing);
    const limit = Math.min(100, Number(field(request.query, 'limit') ?? 25) || 25);
    const fields = field(request.query, 'fields');
    const data = publishing
      .posts('threads')
      .filter((post) => post.account === userId && post.replyTo === undefined)
      .reverse()
      .slice(0, limit)
      .map((post) => pickGraphFields(threadNode(post), fields, ['id']));
    return { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } };
  });
}

/**
 * `GET /{media-id}/replies` (Threads' Reply Management API, `threads_read_replies`): the top-level
 * replies to one of the user's threads or replies, newest first unless `reverse=false`, with
 * Graph paging.
 */
export function registerThreadsRepliesRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { ctx, publishing, threadsToken } = kit;
  app.get<{ Params: { id: string } }>(`${GRAPH}/:id/replies`, async (request, reply) => {
    const auth = threadsToken(request, reply, ['threads_basic', 'threads_read_replies']);
    if (!auth.ok) return auth.reply;
    const owner = threadsUserId(auth.token.grant.account);
    const parent = publishing.find('threads', request.params.id);
    if (!parent || parent.account !== owner) return sendUnknownObject(reply, request.params.id);
    const reverse = field(request.query, 'reverse') ?? 'true';
    if (reverse !== 'true' && reverse !== 'false') {
      return sendParamError(reply, 'Param reverse must be a boolean.');
    }
    await publishingStep(publishing);
    const replies = publishing.posts('threads').filter((post) => post.replyTo === parent.id);
    const listed = graphPage(ctx, request, reply, reverse === 'true' ? replies.reverse() : replies);
    if (!listed.ok) return listed.reply;
    const fields = field(request.query, 'fields');
    return graphList(listed, (post) => pickGraphFields(threadNode(post), fields, ['id']));
  });
}
