import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { publishTikTokPhotos } from './tiktok-photo-post';
import { creatorRules } from './tiktok-post-info';
import { awaitPublished, publishedResult } from './tiktok-publish-status';
import { publishTikTokVideo } from './tiktok-video-post';

/**
 * TikTok Content Posting API, Direct Post (shared/reference/platform-apis.md §9). Video: init with
 * FILE_UPLOAD (handles `publishId`, `uploadUrl`), chunks (`uploadedChunks`), and TikTok publishes by
 * itself once the last chunk lands — that last PUT is the irreversible call. Photos: content/init
 * with PULL_FROM_URL, itself the irreversible call. Then status/fetch until PUBLISH_COMPLETE or
 * FAILED; reconcile polls the same status with the saved publish id. The two posts' steps are in
 * tiktok-video-post.ts and tiktok-photo-post.ts.
 */
export function createTikTokPublisher(
  context: PublisherContext,
  options: { chunkBytes?: number } = {},
): PlatformPublisher {
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
        return publishTikTokVideo(context, input, first, rules, options.chunkBytes);
      }
      if (input.media.some((file) => file.kind !== 'image')) {
        throw new PlatformError(
          'tiktok',
          'invalid_content',
          'TikTok takes one video, or photos, in a post',
        );
      }
      return publishTikTokPhotos(context, input, rules);
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
