import type { FastifyInstance } from 'fastify';
import { identityOf } from '../identity/account-identity';
import {
  containerToPublish,
  type ContainerStatus,
  type GraphContainer,
} from '../meta/graph-containers';
import { publishContainer } from '../meta/publish-container';
import { fetchMediaUrl } from '../meta/meta-media-fetch';
import {
  graphParams,
  metaFaultAnswers,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
  shortcode,
} from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { instagramMediaNode } from './instagram-media-node';
import { publishingStep } from '../publishing/sandbox-publishing';
import {
  CAPTION_LIMIT,
  CAROUSEL_ITEMS,
  GRAPH,
  type InstagramPublishKit,
} from './instagram-publish-kit';

/** Instagram containers (`POST /{ig-user-id}/media`), their publishing (`/media_publish`) and the account's media list. */
export function registerInstagramContainerRoute(
  app: FastifyInstance,
  kit: InstagramPublishKit,
): void {
  const { containers, publishing, publisher, PUBLISH_SCOPES } = kit;
  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/media`, async (request, reply) => {
    const caller = publisher(request, reply, PUBLISH_SCOPES);
    if (!caller.ok) return caller.reply;
    const params = graphParams(request);
    const mediaType = field(params, 'media_type') ?? 'IMAGE';
    const isCarouselItem = field(params, 'is_carousel_item') === 'true';
    const caption = field(params, 'caption') ?? '';
    // Reels only: true shows the Reel in the feed as well as in the Reels tab, false in Reels only.
    const shareToFeed = field(params, 'share_to_feed');
    if (
      shareToFeed !== undefined &&
      (mediaType !== 'REELS' || !['true', 'false'].includes(shareToFeed))
    ) {
      return sendParamError(reply, 'Param share_to_feed must be true or false, on REELS only.');
    }
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
    const options = {
      media_type: mediaType,
      ...(shareToFeed === undefined ? {} : { share_to_feed: shareToFeed === 'true' }),
    };
    const container = containers.create(
      { owner: caller.userId, mediaType, text: caption, media, children, isCarouselItem, options },
      publishing.processingMs,
    );
    return { id: container.id };
  });
}

export function registerInstagramMediaPublishRoute(
  app: FastifyInstance,
  kit: InstagramPublishKit,
): void {
  const { containers, publishing, publisher, PUBLISH_SCOPES } = kit;
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
    const refused = (now: ContainerStatus) =>
      sendGraphError(reply, 400, {
        message: `The media container cannot be published: its status is ${now}`,
        code: 100,
        subcode: 2207008,
      });
    if (status !== 'FINISHED') return refused(status);
    return publishContainer({
      platform: 'instagram',
      publishing,
      containers,
      container,
      reply,
      answers: metaFaultAnswers('instagram', caller.userId),
      account: caller.userId,
      now: kit.ctx.controller.now,
      url: `https://www.instagram.com/${container.mediaType === 'REELS' ? 'reel' : 'p'}/${shortcode()}/`,
      refused,
    });
  });
}

export function registerInstagramMediaListRoute(
  app: FastifyInstance,
  kit: InstagramPublishKit,
): void {
  const { publishing, publisher } = kit;
  app.get<{ Params: { id: string } }>(`${GRAPH}/:id/media`, async (request, reply) => {
    const caller = publisher(request, reply, ['instagram_basic']);
    if (!caller.ok) return caller.reply;
    await publishingStep(publishing);
    const limit = Math.min(100, Number(field(request.query, 'limit') ?? 25) || 25);
    const fields = field(request.query, 'fields');
    const username = identityOf(caller.account).username;
    const data = publishing
      .posts('instagram')
      .filter((post) => post.account === caller.userId && !post.comment)
      .reverse()
      .slice(0, limit)
      .map((post) => instagramMediaNode(post, username, fields));
    return { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } };
  });
}
