import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type {
  PlatformPublisher,
  PublishInput,
  PublishMediaFile,
  PublishResult,
} from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { creatorRules, photoTitle, type CreatorRules } from './tiktok-post-info';
import {
  awaitPublished,
  failedPublish,
  fetchPublishStatus,
  publishedResult,
} from './tiktok-publish-status';
import { chunkPlan, initVideoPost, uploadChunk } from './tiktok-video-upload';

const photoInitSchema = z.object({ data: z.object({ publish_id: z.string().min(1) }) });

/**
 * TikTok Content Posting API, Direct Post (shared/reference/platform-apis.md §9). Video: init with
 * FILE_UPLOAD (handles `publishId`, `uploadUrl`), chunks (`uploadedChunks`), and TikTok publishes by
 * itself once the last chunk lands — that last PUT is the irreversible call. Photos: content/init
 * with PULL_FROM_URL, itself the irreversible call. Then status/fetch until PUBLISH_COMPLETE or
 * FAILED; reconcile polls the same status with the saved publish id.
 */
export function createTikTokPublisher(
  context: PublisherContext,
  options: { chunkBytes?: number } = {},
): PlatformPublisher {
  async function publishVideo(input: PublishInput, video: PublishMediaFile, rules: CreatorRules) {
    if (video.durationSeconds !== null && video.durationSeconds > rules.maxVideoSeconds) {
      throw new PlatformError(
        'tiktok',
        'invalid_content',
        `This TikTok account may post videos of up to ${rules.maxVideoSeconds} s; the video lasts ${Math.round(video.durationSeconds)} s`,
      );
    }
    const plan = chunkPlan(video.sizeBytes, options.chunkBytes);
    let { publishId, uploadUrl } = input.handles;
    let uploaded = Number(input.handles.uploadedChunks ?? 0);
    if (publishId !== undefined && uploadUrl !== undefined) {
      // A run after a crash: only an upload still in progress can be continued.
      const status = await fetchPublishStatus(context, input, publishId);
      if (status.state === 'complete')
        return publishedResult(publishId, status.postId, rules.username, 'video');
      if (status.state === 'failed') publishId = undefined;
    }
    if (publishId === undefined || uploadUrl === undefined) {
      const init = await initVideoPost(context, input, video, plan, rules.privacyLevel);
      ({ publishId, uploadUrl } = init);
      await input.saveHandle('publishId', publishId);
      await input.saveHandle('uploadUrl', uploadUrl);
      uploaded = 0;
    }
    for (let index = uploaded; index < plan.count; index += 1) {
      const last = index === plan.count - 1;
      if (last) await input.markIrreversible();
      await uploadChunk(context, input, uploadUrl, video, plan, index);
      if (!last) await input.saveHandle('uploadedChunks', String(index + 1));
    }
    return settle(input, publishId, rules.username, 'video');
  }

  async function publishPhotos(input: PublishInput, rules: CreatorRules) {
    let { publishId } = input.handles;
    if (publishId === undefined) {
      // TikTok pulls the photos and posts them with no further call from us.
      await input.markIrreversible();
      const { data } = await context.http.fetchJson(
        {
          platform: 'tiktok',
          operation: 'the photo post',
          method: 'POST',
          url: `${context.hosts.tiktok.api}/v2/post/publish/content/init/`,
          json: {
            post_mode: 'DIRECT_POST',
            media_type: 'PHOTO',
            post_info: {
              title: photoTitle(input),
              description: input.text,
              privacy_level: rules.privacyLevel,
              disable_comment: false,
              auto_add_music: true,
            },
            source_info: {
              source: 'PULL_FROM_URL',
              photo_images: input.media.map((file) => file.publicUrl),
              photo_cover_index: 0,
            },
          },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        photoInitSchema,
      );
      publishId = data.publish_id;
      await input.saveHandle('publishId', publishId);
    }
    return settle(input, publishId, rules.username, 'photo');
  }

  async function settle(
    input: PublishInput,
    publishId: string,
    username: string,
    kind: 'video' | 'photo',
  ): Promise<PublishResult> {
    const status = await awaitPublished(context, input, publishId);
    if (status.state === 'failed') throw failedPublish(status.reason);
    return publishedResult(publishId, status.postId, username, kind);
  }

  return {
    platform: 'tiktok',
    mediaRule: MEDIA_RULES.tiktok,
    textLimit: PLATFORM_TEXT_LIMITS.tiktok,

    async publish(input) {
      const [first] = input.media;
      if (first === undefined) {
        throw new PlatformError(
          'tiktok',
          'invalid_content',
          'TikTok needs a video or photos: it cannot publish text alone',
        );
      }
      const rules = await creatorRules(context, input);
      if (first.kind === 'video') {
        if (input.media.length > 1) {
          throw new PlatformError(
            'tiktok',
            'invalid_content',
            'TikTok takes one video, or photos, in a post',
          );
        }
        return publishVideo(input, first, rules);
      }
      if (input.media.some((file) => file.kind !== 'image')) {
        throw new PlatformError(
          'tiktok',
          'invalid_content',
          'TikTok takes one video, or photos, in a post',
        );
      }
      return publishPhotos(input, rules);
    },

    async reconcile(input) {
      const { publishId } = input.handles;
      if (publishId === undefined) {
        // A photo post whose init answer was lost has no publish id, and the status endpoint
        // (the way TikTok offers to check) takes nothing else.
        if (input.media[0]?.kind === 'image') {
          const error = new PlatformError(
            'tiktok',
            'unknown',
            "the answer to the photo post was lost before TikTok gave its publish id, and TikTok's status endpoint can only be asked with that id, so whether the photos were posted is unknown",
          );
          error.unverifiable = true;
          throw error;
        }
        return null;
      }
      const status = await awaitPublished(context, input, publishId);
      if (status.state === 'failed') return null;
      const kind = input.media[0]?.kind === 'video' ? 'video' : 'photo';
      return publishedResult(publishId, status.postId, input.account.username, kind);
    },
  };
}
