import { ATTEMPTED_AT_HANDLE } from '../publish/match-recent-post';
import { reconcilePin } from './pinterest-reconcile';
import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import { networkOptions } from '../publish/network-options-of';
import type { PlatformPublisher, PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { checkedPinBoard, pinBoardId } from './pinterest-board-choice';
import { uploadPinterestVideo } from './pinterest-video-upload';

const TITLE_MAX = 100;
const DESCRIPTION_MAX = 800;
const createdPin = z.object({ id: z.string().min(1) });

/**
 * Pinterest API v5 publishing (platform-apis.md §8): a Pin on the variant's board, else the board
 * chosen at connect time (`details.boardId`; pinterest-board-choice.ts), from an image URL, 2–5
 * image URLs (carousel) or an uploaded video, with the variant's title and link when it has them.
 * Pinterest pulls images itself from the signed `publicUrl`. `POST /v5/pins` is the irreversible call.
 * Pinterest offers no idempotency key: a lost answer is reconciled by listing the board's recent
 * Pins and matching what was sent (pinterest-reconcile.ts, docs/platform-publishing/pinterest.md).
 */
export function createPinterestPublisher(context: PublisherContext): PlatformPublisher {
  async function publish(input: PublishInput) {
    const boardId = await checkedPinBoard(context, input);
    const { link } = networkOptions(input, 'pinterest');
    const mediaSource = await buildMediaSource(context, input);
    await input.markIrreversible({ [ATTEMPTED_AT_HANDLE]: context.now().toISOString() });
    const pin = await context.http.fetchJson(
      {
        platform: 'pinterest',
        operation: 'the Pin',
        method: 'POST',
        url: `${context.hosts.pinterest.api}/v5/pins`,
        json: {
          board_id: boardId,
          title: pinTitle(input),
          description: pinDescription(input),
          ...(link === null ? {} : { link }),
          media_source: mediaSource,
        },
        auth: bearer(input.account.accessToken),
        rateLimits: input.rateLimits,
      },
      createdPin,
    );
    return { platformPostId: pin.id, url: `https://www.pinterest.com/pin/${pin.id}/` };
  }

  return {
    platform: 'pinterest',
    mediaRule: MEDIA_RULES.pinterest,
    textLimit: PLATFORM_TEXT_LIMITS.pinterest,
    publish,
    reconcile: (input) => {
      const boardId = pinBoardId(input);
      if (boardId === null) return Promise.resolve('cannot_tell' as const);
      const sent = { boardId, title: pinTitle(input), description: pinDescription(input) };
      return reconcilePin(context, input, sent);
    },
  };
}

async function buildMediaSource(
  context: PublisherContext,
  input: PublishInput,
): Promise<Record<string, unknown>> {
  const videos = input.media.filter((file) => file.kind === 'video');
  const images = input.media.filter((file) => file.kind === 'image');
  const [video] = videos;
  if (video && input.media.length === 1) {
    const mediaId = await uploadPinterestVideo(context, input, video);
    // The first frame as the cover: Pinterest needs one, and we have no separate cover image.
    return { source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 0 };
  }
  const [image] = images;
  if (image && images.length === 1 && videos.length === 0) {
    return { source_type: 'image_url', url: image.publicUrl };
  }
  if (images.length >= 2 && images.length <= 5 && videos.length === 0) {
    return {
      source_type: 'multiple_image_urls',
      items: images.map((file) => ({ url: file.publicUrl })),
    };
  }
  throw new PlatformError(
    'pinterest',
    'invalid_content',
    'A Pin needs one image, 2 to 5 images, or one video',
  );
}

function pinDescription(input: PublishInput): string {
  return clip(input.text, DESCRIPTION_MAX);
}

/**
 * The variant's title (checked to fit), else the post's title, else the text's first line:
 * Pinterest shows it above the description.
 */
function pinTitle(input: PublishInput): string {
  const title =
    networkOptions(input, 'pinterest').title ??
    (input.title?.trim() || input.text.split('\n')[0]?.trim() || '');
  return [...title].length <= TITLE_MAX ? title : `${clip(title, TITLE_MAX - 1)}…`;
}

// Pinterest counts characters; cut on code points so an emoji is never split.
function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : characters.slice(0, max).join('');
}
