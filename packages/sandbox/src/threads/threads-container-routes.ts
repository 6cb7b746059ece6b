import type { FastifyInstance, FastifyReply } from 'fastify';
import { containerToPublish, type GraphContainer } from '../meta/graph-containers';
import { publishContainer } from '../meta/publish-container';
import { fetchMediaUrl } from '../meta/meta-media-fetch';
import {
  graphBodyRefusal,
  graphParams,
  metaFaultAnswers,
  sendMediaFetchError,
  sendParamError,
  shortcode,
} from '../meta/meta-publish-answers';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { identityOf } from '../identity/account-identity';
import {
  CAROUSEL_ITEMS,
  GRAPH,
  MEDIA_TYPES,
  TEXT_LIMIT,
  sendNotPublishable,
  sendThreadsPermissionError,
  type ThreadsPublishKit,
} from './threads-publish-kit';

/** The parameters of `POST /{id}/threads` the sandbox checks first, in the Graph API's wording. */
const CONTAINER_PARAMS = z.object({
  media_type: z.enum(MEDIA_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'The parameter media_type is required.'
        : `Param media_type must be one of {${MEDIA_TYPES.join(', ')}}.`,
  }),
  text: z
    .unknown()
    .optional()
    .transform((text) => (typeof text === 'string' ? text : ''))
    .refine(
      (text) => [...text].length <= TEXT_LIMIT,
      `Param text must be at most ${TEXT_LIMIT} characters long.`,
    ),
});

/**
 * What a container replies to (`reply_to_id`), when it is a reply: a Threads media the sandbox
 * holds. Replying is Threads' Reply Management API, whose POST calls need `threads_manage_replies`.
 * The sandbox's words for an unknown parent are its own: the Graph error shape, code 100, naming
 * the parameter, as Meta names a bad parameter.
 */
function replyTarget(
  kit: ThreadsPublishKit,
  params: Record<string, unknown>,
  caller: { scopes: readonly string[] },
  isCarouselItem: boolean,
  reply: FastifyReply,
): { ok: true; replyTo: string | undefined } | { ok: false; reply: FastifyReply } {
  const replyTo = field(params, 'reply_to_id');
  if (replyTo === undefined) return { ok: true, replyTo };
  if (!caller.scopes.includes('threads_manage_replies')) {
    return { ok: false, reply: sendThreadsPermissionError(reply) };
  }
  if (isCarouselItem) {
    return {
      ok: false,
      reply: sendParamError(
        reply,
        'A carousel item cannot reply: set reply_to_id on the carousel.',
      ),
    };
  }
  if (!kit.publishing.find('threads', replyTo)) {
    return {
      ok: false,
      reply: sendParamError(
        reply,
        `Param reply_to_id: ${replyTo} is not a Threads post or reply that can be replied to.`,
      ),
    };
  }
  return { ok: true, replyTo };
}

/** Threads containers (`POST /{id}/threads`) and their publishing (`/threads_publish`). */
export function registerThreadsContainerRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { containers, publishing, publisher } = kit;
  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/threads`, async (request, reply) => {
    const caller = publisher(request, reply);
    if (!caller.ok) return caller.reply;
    const params = graphParams(request);
    const parsed = parseBody(CONTAINER_PARAMS, params, reply, graphBodyRefusal);
    if (!parsed.ok) return parsed.reply;
    const { media_type: mediaType, text } = parsed.body;
    const isCarouselItem = field(params, 'is_carousel_item') === 'true';
    if (isCarouselItem && mediaType !== 'IMAGE' && mediaType !== 'VIDEO') {
      return sendParamError(reply, 'Only IMAGE and VIDEO containers can be carousel items.');
    }
    const target = replyTarget(kit, params, caller, isCarouselItem, reply);
    if (!target.ok) return target.reply;
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
      {
        owner: caller.userId,
        mediaType,
        text,
        media,
        children,
        isCarouselItem,
        ...(target.replyTo === undefined ? {} : { replyTo: target.replyTo }),
      },
      publishing.processingMs,
    );
    return { id: container.id };
  });
}

export function registerThreadsPublishRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { containers, publishing, publisher } = kit;
  app.post<{ Params: { id: string } }>(`${GRAPH}/:id/threads_publish`, async (request, reply) => {
    const caller = publisher(request, reply);
    if (!caller.ok) return caller.reply;
    const named = containerToPublish(containers, request, reply, caller.userId);
    if (!named.ok) return named.reply;
    const { container } = named;
    const status = containers.status(container);
    if (status !== 'FINISHED') return sendNotPublishable(reply, status);
    const username = identityOf(caller.account).username;
    return publishContainer({
      platform: 'threads',
      publishing,
      containers,
      container,
      reply,
      answers: metaFaultAnswers('threads', caller.userId),
      account: caller.userId,
      url: `https://www.threads.net/@${username}/post/${shortcode()}`,
      now: kit.ctx.controller.now,
      refused: (now) => sendNotPublishable(reply, now),
    });
  });
}
