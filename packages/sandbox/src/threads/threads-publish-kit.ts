import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphContainers } from '../meta/graph-containers';
import { graphPublishToken } from '../meta/graph-publish-token';
import { graphTimestamp, sendGraphError, sendUnknownObject } from '../meta/meta-publish-answers';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import { threadsUserId } from './threads-routes';

export const GRAPH = '/threads/graph/v1.0';
export const MEDIA_TYPES = ['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'] as const;
export const TEXT_LIMIT = 500;
export const CAROUSEL_ITEMS = { min: 2, max: 20 };

/** What Threads' publishing routes share: its containers and the token checks of a publishing user. */
export function createThreadsPublishKit(ctx: SandboxContext) {
  const containers = new GraphContainers(ctx.controller.durableMap('threads.containers'));
  const { publishing } = ctx.controller;

  // A live Threads token with every one of `scopes`; otherwise Threads' refusal is sent.
  const threadsToken = (request: FastifyRequest, reply: FastifyReply, scopes: readonly string[]) =>
    graphPublishToken(ctx, request, reply, {
      platforms: ['threads'],
      scopes,
      forbidden: sendThreadsPermissionError,
    });

  // The caller's Threads user id, when the token is a live Threads token that may publish as `id`.
  const publisher = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ):
    | { ok: true; userId: string; account: string; scopes: readonly string[] }
    | { ok: false; reply: FastifyReply } => {
    const auth = threadsToken(request, reply, ['threads_basic', 'threads_content_publish']);
    if (!auth.ok) return auth;
    const { account, scopes } = auth.token.grant;
    const userId = threadsUserId(account);
    if (request.params.id !== userId && request.params.id !== 'me') {
      return { ok: false, reply: sendUnknownObject(reply, request.params.id) };
    }
    return { ok: true, userId, account, scopes };
  };
  return { ctx, containers, publishing, threadsToken, publisher };
}

export type ThreadsPublishKit = ReturnType<typeof createThreadsPublishKit>;

/** A token without a scope the call needs: Threads' code 10. */
export function sendThreadsPermissionError(reply: FastifyReply): FastifyReply {
  return sendGraphError(reply, 403, {
    message: 'Application does not have permission for this action',
    code: 10,
  });
}

/**
 * A Threads media as `GET /{id}` and the lists answer it; a reply also says what it replies to
 * (`is_reply`, `replied_to`). The author's username is the one in its permalink, where the
 * publish route put it.
 */
export function threadNode(post: SandboxPost): Record<string, unknown> {
  const [first] = post.media;
  const mediaType =
    post.media.length > 1
      ? 'CAROUSEL_ALBUM'
      : first
        ? first.kind === 'image'
          ? 'IMAGE'
          : 'VIDEO'
        : 'TEXT_POST';
  return {
    id: post.id,
    media_product_type: 'THREADS',
    media_type: mediaType,
    permalink: post.url,
    text: post.text === '' ? undefined : post.text,
    timestamp: graphTimestamp(post.createdAt),
    shortcode: post.url?.split('/').pop(),
    username: /\/@([^/]+)\//.exec(post.url ?? '')?.[1],
    is_reply: post.replyTo !== undefined,
    ...(post.replyTo === undefined ? {} : { replied_to: { id: post.replyTo } }),
  };
}

// Publishing a container that is not FINISHED, as Meta words it.
export function sendNotPublishable(reply: FastifyReply, status: string): FastifyReply {
  if (status === 'IN_PROGRESS') {
    return sendGraphError(reply, 400, {
      message: 'The media is not ready for publishing, please wait for a moment',
      code: 9007,
      subcode: 2207027,
    });
  }
  if (status === 'PUBLISHED') {
    return sendGraphError(reply, 400, {
      message: 'The media container has already been published',
      code: 100,
    });
  }
  return sendGraphError(reply, 400, {
    message: 'The media container has expired: create a new one',
    code: 100,
    subcode: 2207008,
  });
}
