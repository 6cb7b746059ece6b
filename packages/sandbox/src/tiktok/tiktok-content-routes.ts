import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendTikTokApiError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  API,
  FAULT_ANSWERS,
  asRecord,
  checkPostInfo,
  ok,
  pullPhoto,
  type TikTokPublishKit,
} from './tiktok-publish-kit';
import { tikTokCreator } from './tiktok-creators';

/** Photo posts (content init, photos pulled from URLs) and the status of any publish. */
export function registerTikTokContentInitRoute(app: FastifyInstance, kit: TikTokPublishKit): void {
  const { publishes, publishing, requirePublishScope, newPublish, complete } = kit;
  app.post(`${API}/content/init/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    const body = asRecord(request.body);
    if (body.post_mode !== 'DIRECT_POST' || body.media_type !== 'PHOTO') {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'The sandbox takes post_mode DIRECT_POST with media_type PHOTO.',
      );
    }
    const info = asRecord(body.post_info);
    const postInfo = checkPostInfo(reply, info, {
      maxTitle: 90,
      kind: 'photo',
      creator: tikTokCreator(kit.ctx.controller, token.grant.account),
    });
    if (!('privacyLevel' in postInfo)) return postInfo;
    const description = typeof info.description === 'string' ? info.description : '';
    if (description.length > 4000) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'post_info.description must be at most 4000 characters.',
      );
    }
    const images = photoImages(reply, asRecord(body.source_info));
    if (!Array.isArray(images)) return images;
    const publish = newPublish(
      token,
      'photo',
      description || postInfo.title,
      postInfo.privacyLevel,
    );
    publish.options = postInfo.options;
    // TikTok downloads the photos itself; a URL it cannot use fails the publish, reported by status.
    for (const url of images) {
      const pulled = await pullPhoto(url);
      if (typeof pulled === 'string') {
        publish.failReason = pulled;
        break;
      }
      publish.media.push(pulled);
    }
    return publishCall(publishing, 'tiktok', reply, FAULT_ANSWERS, () => {
      publishes.set(publish.id, publish);
      complete(publish);
      return { data: { publish_id: publish.id }, error: ok() };
    });
  });
}

/** A photo post's `source_info`: PULL_FROM_URL of 1 to 35 URLs and a cover among them. */
function photoImages(
  reply: FastifyReply,
  source: Record<string, unknown>,
): string[] | FastifyReply {
  const images = source.photo_images;
  if (source.source !== 'PULL_FROM_URL') {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      'Photo posts take source_info.source PULL_FROM_URL only.',
    );
  }
  if (
    !Array.isArray(images) ||
    images.length === 0 ||
    images.length > 35 ||
    !images.every((url): url is string => typeof url === 'string')
  ) {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      'source_info.photo_images must hold 1 to 35 URLs.',
    );
  }
  const cover = source.photo_cover_index ?? 0;
  if (!Number.isInteger(cover) || (cover as number) < 0 || (cover as number) >= images.length) {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      'source_info.photo_cover_index is out of range.',
    );
  }
  return images;
}

export function registerTikTokStatusRoute(app: FastifyInstance, kit: TikTokPublishKit): void {
  const { ctx, publishes, publishing, requirePublishScope } = kit;
  app.post(`${API}/status/fetch/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    await publishingStep(publishing);
    const publish = publishes.get(field(request.body, 'publish_id') ?? '');
    if (!publish || publish.account !== token.grant.account) {
      return sendTikTokApiError(reply, 400, 'invalid_publish_id', 'The publish_id does not exist.');
    }
    const processing =
      publish.readyAt === null || ctx.controller.now() < publish.readyAt + publishing.processingMs;
    const data: Record<string, unknown> = {
      status: processing
        ? publish.kind === 'video'
          ? 'PROCESSING_UPLOAD'
          : 'PROCESSING_DOWNLOAD'
        : publish.failReason !== null
          ? 'FAILED'
          : 'PUBLISH_COMPLETE',
      uploaded_bytes: publish.uploadedBytes,
      downloaded_bytes: publish.media.reduce((sum, item) => sum + item.bytes, 0),
    };
    if (!processing && publish.failReason !== null) data.fail_reason = publish.failReason;
    // Only a public post gets a public id (sent as strings here: see docs/platform-publishing/tiktok.md).
    data.publicaly_available_post_id =
      !processing && publish.postId !== null && publish.privacyLevel === 'PUBLIC_TO_EVERYONE'
        ? [publish.postId]
        : [];
    return { data, error: ok() };
  });
}
