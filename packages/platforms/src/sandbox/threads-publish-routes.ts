import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphContainers, containerToPublish, type GraphContainer } from './graph-containers';
import { pickGraphFields } from './graph-api';
import { graphPublishToken } from './graph-publish-token';
import { fetchMediaUrl } from './meta-media-fetch';
import {
  graphObjectId,
  graphParams,
  graphTimestamp,
  metaFaultAnswers,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
  sendUnknownObject,
  shortcode,
} from './meta-publish-answers';
import { field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { publishCall, publishingStep, type SandboxPost } from './sandbox-publishing';
import { identityOf } from './account-identity';
import { threadsUserId } from './threads-routes';

const GRAPH = '/threads/graph/v1.0';
const MEDIA_TYPES = ['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'] as const;
const TEXT_LIMIT = 500;
const CAROUSEL_ITEMS = { min: 2, max: 20 };

/**
 * Threads publishing (shared/reference/platform-apis.md §3): a container per post (and per
 * carousel item), IN_PROGRESS for `processingMs`, then `threads_publish` — the irreversible call.
 * Media are pulled from their URLs as Threads does. The user's threads list lets a client find a
 * media id after a lost publish answer.
 */
export function registerThreadsPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const containers = new GraphContainers(ctx.controller.durableMap('threads.containers'));
  const { publishing } = ctx.controller;

  // A live Threads token with every one of `scopes`; otherwise Threads' refusal is sent.
  const threadsToken = (request: FastifyRequest, reply: FastifyReply, scopes: readonly string[]) =>
    graphPublishToken(ctx, request, reply, {
      platforms: ['threads'],
      scopes,
      forbidden: (answer) =>
        sendGraphError(answer, 403, {
          message: 'Application does not have permission for this action',
          code: 10,
        }),
    });

  // The caller's Threads user id, when the token is a live Threads token that may publish as `id`.
  const publisher = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): { ok: true; userId: string; account: string } | { ok: false; reply: FastifyReply } => {
    const auth = threadsToken(request, reply, ['threads_basic', 'threads_content_publish']);
    if (!auth.ok) return auth;
    const { account } = auth.token.grant;
    const userId = threadsUserId(account);
    if (request.params.id !== userId && request.params.id !== 'me') {
      return { ok: false, reply: sendUnknownObject(reply, request.params.id) };
    }
    return { ok: true, userId, account };
  };

  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/threads`, async (request, reply) => {
    const caller = publisher(request, reply);
    if (!caller.ok) return caller.reply;
    const params = graphParams(request);
    const mediaType = field(params, 'media_type');
    if (!mediaType) return sendParamError(reply, 'The parameter media_type is required.');
    if (!(MEDIA_TYPES as readonly string[]).includes(mediaType)) {
      return sendParamError(reply, `Param media_type must be one of {${MEDIA_TYPES.join(', ')}}.`);
    }
    const text = field(params, 'text') ?? '';
    if ([...text].length > TEXT_LIMIT) {
      return sendParamError(reply, `Param text must be at most ${TEXT_LIMIT} characters long.`);
    }
    const isCarouselItem = field(params, 'is_carousel_item') === 'true';
    if (isCarouselItem && mediaType !== 'IMAGE' && mediaType !== 'VIDEO') {
      return sendParamError(reply, 'Only IMAGE and VIDEO containers can be carousel items.');
    }
    let media: GraphContainer['media'] = [];
    let children: GraphContainer[] = [];
    if (mediaType === 'TEXT' && text === '') {
      return sendParamError(reply, 'The parameter text is required for TEXT posts.');
    }
    if (mediaType === 'IMAGE' || mediaType === 'VIDEO') {
      const urlField = mediaType === 'IMAGE' ? 'image_url' : 'video_url';
      const url = field(params, urlField);
      if (!url) return sendParamError(reply, `The parameter ${urlField} is required.`);
      const fetched = await fetchMediaUrl(url, mediaType === 'IMAGE' ? 'image' : 'video');
      if (!fetched.ok) return sendMediaFetchError(reply, fetched.reason);
      media = [fetched.media];
    }
    if (mediaType === 'CAROUSEL') {
      const ids = (field(params, 'children') ?? '').split(',').filter((id) => id !== '');
      if (ids.length < CAROUSEL_ITEMS.min || ids.length > CAROUSEL_ITEMS.max) {
        return sendParamError(
          reply,
          `Param children must list ${CAROUSEL_ITEMS.min} to ${CAROUSEL_ITEMS.max} container ids.`,
        );
      }
      children = [];
      for (const id of ids) {
        const child = containers.get(id);
        if (!child || child.owner !== caller.userId || !child.isCarouselItem) {
          return sendParamError(reply, `Param children: ${id} is not a carousel item container.`);
        }
        children.push(child);
      }
    }
    await publishingStep(publishing);
    const container = containers.create(
      { owner: caller.userId, mediaType, text, media, children, isCarouselItem },
      publishing.processingMs,
    );
    return { id: container.id };
  });

  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/threads_publish`, async (request, reply) => {
    const caller = publisher(request, reply);
    if (!caller.ok) return caller.reply;
    const named = containerToPublish(containers, request, reply, caller.userId);
    if (!named.ok) return named.reply;
    const { container } = named;
    const status = containers.status(container);
    if (status !== 'FINISHED') return sendNotPublishable(reply, status);
    const username = identityOf(caller.account).username;
    return publishCall(
      publishing,
      'threads',
      reply,
      metaFaultAnswers('threads', caller.userId),
      () => {
        const id = graphObjectId();
        container.publishedId = id;
        publishing.add({
          platform: 'threads',
          id,
          account: caller.userId,
          text: container.text,
          media: containers.mediaOf(container),
          url: `https://www.threads.net/@${username}/post/${shortcode()}`,
          createdAt: Date.now(),
        });
        return { id };
      },
    );
  });

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

function threadNode(post: SandboxPost): Record<string, unknown> {
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
  };
}

// Publishing a container that is not FINISHED, as Meta words it.
function sendNotPublishable(reply: FastifyReply, status: string): FastifyReply {
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
