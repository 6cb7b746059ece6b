import type { FastifyInstance } from 'fastify';
import { pickGraphFields } from '../meta/graph-api';
import { sendUnknownObject } from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { threadsUserId } from './threads-routes';
import { GRAPH, threadNode, type ThreadsPublishKit } from './threads-publish-kit';

/** Reads: a container's status or a published thread, and the user's threads, newest first. */
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
  // The user's threads, newest first.
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
      .filter((post) => post.account === userId)
      .reverse()
      .slice(0, limit)
      .map((post) => pickGraphFields(threadNode(post), fields, ['id']));
    return { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } };
  });
}
