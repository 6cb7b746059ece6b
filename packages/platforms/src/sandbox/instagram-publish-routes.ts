import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { identityOf } from './account-identity';
import { instagramUserId } from './facebook-pages';
import { containerToPublish, type GraphContainer, type GraphContainers } from './graph-containers';
import { graphPublishToken } from './graph-publish-token';
import { fetchMediaUrl } from './meta-media-fetch';
import {
  graphObjectId,
  graphParams,
  metaFaultAnswers,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
  sendUnknownObject,
  shortcode,
} from './meta-publish-answers';
import { field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { instagramMediaNode } from './instagram-media-node';
import { publishCall, publishingStep } from './sandbox-publishing';

const GRAPH = `/facebook/graph/${META_GRAPH_VERSION}`;
const CAPTION_LIMIT = 2200;
const CAROUSEL_ITEMS = { min: 2, max: 10 };

/**
 * Instagram content publishing on Meta's Graph host (shared/reference/platform-apis.md §6):
 * `POST /{ig-user-id}/media` makes a container (image_url, REELS + video_url, carousel items,
 * CAROUSEL + children), pulling the file from its URL; `POST /{ig-user-id}/media_publish` is the
 * irreversible call; `GET /{ig-user-id}/media` lists the account's media, newest first.
 */
export function registerInstagramPublishRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  containers: GraphContainers,
): void {
  const { publishing } = ctx.controller;

  // The Instagram account the token may publish as: the one linked to its user's first Page.
  const publisher = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    scopes: readonly string[],
  ): { ok: true; userId: string; account: string } | { ok: false; reply: FastifyReply } => {
    ctx.attribute(request, 'instagram');
    const auth = graphPublishToken(ctx, request, reply, {
      platforms: ['instagram'],
      scopes,
      forbidden: (answer) =>
        sendGraphError(answer, 403, {
          message: '(#10) Application does not have permission for this action',
          code: 10,
        }),
    });
    if (!auth.ok) return auth;
    const { account } = auth.token.grant;
    const userId = instagramUserId(account);
    if (request.params.id !== userId) {
      return { ok: false, reply: sendUnknownObject(reply, request.params.id) };
    }
    return { ok: true, userId, account };
  };
  const PUBLISH_SCOPES = ['instagram_basic', 'instagram_content_publish'];

  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/media`, async (request, reply) => {
    const caller = publisher(request, reply, PUBLISH_SCOPES);
    if (!caller.ok) return caller.reply;
    const params = graphParams(request);
    const mediaType = field(params, 'media_type') ?? 'IMAGE';
    const isCarouselItem = field(params, 'is_carousel_item') === 'true';
    const caption = field(params, 'caption') ?? '';
    if ([...caption].length > CAPTION_LIMIT) {
      return sendParamError(
        reply,
        `Param caption must be at most ${CAPTION_LIMIT} characters long.`,
      );
    }
    let media: GraphContainer['media'] = [];
    const children: GraphContainer[] = [];
    if (mediaType === 'IMAGE' || mediaType === 'VIDEO' || mediaType === 'REELS') {
      if (mediaType === 'VIDEO' && !isCarouselItem) {
        return sendParamError(
          reply,
          'The VIDEO media type is only for carousel items: publish a single video as REELS.',
        );
      }
      if (mediaType === 'REELS' && isCarouselItem) {
        return sendParamError(reply, 'Carousel items are IMAGE or VIDEO, not REELS.');
      }
      const urlField = mediaType === 'IMAGE' ? 'image_url' : 'video_url';
      const url = field(params, urlField);
      if (!url) return sendParamError(reply, `The parameter ${urlField} is required.`);
      const fetched = await fetchMediaUrl(url, mediaType === 'IMAGE' ? 'image' : 'video');
      if (!fetched.ok) return sendMediaFetchError(reply, fetched.reason);
      media = [fetched.media];
    } else if (mediaType === 'CAROUSEL') {
      if (isCarouselItem) return sendParamError(reply, 'A CAROUSEL cannot be a carousel item.');
      const ids = (field(params, 'children') ?? '').split(',').filter((id) => id !== '');
      if (ids.length < CAROUSEL_ITEMS.min || ids.length > CAROUSEL_ITEMS.max) {
        return sendParamError(
          reply,
          `Param children must list ${CAROUSEL_ITEMS.min} to ${CAROUSEL_ITEMS.max} container ids.`,
        );
      }
      for (const id of ids) {
        const child = containers.get(id);
        if (!child || child.owner !== caller.userId || !child.isCarouselItem) {
          return sendParamError(reply, `Param children: ${id} is not a carousel item container.`);
        }
        children.push(child);
      }
    } else {
      return sendParamError(
        reply,
        'Param media_type must be one of {IMAGE, VIDEO, REELS, CAROUSEL}.',
      );
    }
    await publishingStep(publishing);
    const container = containers.create(
      { owner: caller.userId, mediaType, text: caption, media, children, isCarouselItem },
      publishing.processingMs,
    );
    return { id: container.id };
  });

  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/media_publish`, async (request, reply) => {
    const caller = publisher(request, reply, PUBLISH_SCOPES);
    if (!caller.ok) return caller.reply;
    const named = containerToPublish(containers, request, reply, caller.userId);
    if (!named.ok) return named.reply;
    const { container } = named;
    const status = containers.status(container);
    if (status === 'IN_PROGRESS') {
      return sendGraphError(reply, 400, {
        message: 'The media is not ready for publishing, please wait for a moment',
        code: 9007,
        subcode: 2207027,
      });
    }
    if (status !== 'FINISHED') {
      return sendGraphError(reply, 400, {
        message: `The media container cannot be published: its status is ${status}`,
        code: 100,
        subcode: 2207008,
      });
    }
    const answers = metaFaultAnswers('instagram', caller.userId);
    return publishCall(publishing, 'instagram', reply, answers, () => {
      const id = graphObjectId();
      container.publishedId = id;
      publishing.add({
        platform: 'instagram',
        id,
        account: caller.userId,
        text: container.text,
        media: containers.mediaOf(container),
        url: `https://www.instagram.com/${container.mediaType === 'REELS' ? 'reel' : 'p'}/${shortcode()}/`,
        createdAt: Date.now(),
      });
      return { id };
    });
  });

  app.get<{ Params: { id: string } }>(`${GRAPH}/:id/media`, async (request, reply) => {
    const caller = publisher(request, reply, ['instagram_basic']);
    if (!caller.ok) return caller.reply;
    await publishingStep(publishing);
    const limit = Math.min(100, Number(field(request.query, 'limit') ?? 25) || 25);
    const fields = field(request.query, 'fields');
    const username = identityOf(caller.account).username;
    const data = publishing
      .posts('instagram')
      .filter((post) => post.account === caller.userId)
      .reverse()
      .slice(0, limit)
      .map((post) => instagramMediaNode(post, username, fields));
    return { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } };
  });
}
