import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { photoTitle, type CreatorRules } from './tiktok-post-info';
import { fetchPublishStatus, publishedResult, settleTikTokPublish } from './tiktok-publish-status';

const photoInitSchema = z.object({ data: z.object({ publish_id: z.string().min(1) }) });

/**
 * Photos by Direct Post: content/init with PULL_FROM_URL is itself the irreversible call (TikTok
 * pulls the photos and posts them with no further call from us); then the status until it ends.
 */
export async function publishTikTokPhotos(
  context: PublisherContext,
  input: PublishInput,
  rules: CreatorRules,
): Promise<PublishResult> {
  let { publishId } = input.handles;
  if (publishId !== undefined) {
    // A run after a failed publish (TikTok could not pull the photos: retried, ADR 0038) or
    // after a crash: a FAILED publish id is spent, and posting again cannot duplicate it.
    const status = await fetchPublishStatus(context, input, publishId);
    if (status.state === 'complete')
      return publishedResult(publishId, status.postId, rules.username, 'photo');
    if (status.state === 'failed') publishId = undefined;
  }
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
          // Photos take no Duets or Stitches: their post_info has comments and the disclosure only.
          post_info: {
            title: photoTitle(input),
            description: input.text,
            privacy_level: rules.settings.privacy_level,
            disable_comment: rules.settings.disable_comment,
            auto_add_music: true,
            brand_content_toggle: rules.settings.brand_content_toggle,
            brand_organic_toggle: rules.settings.brand_organic_toggle,
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
  return settleTikTokPublish(context, input, publishId, rules.username, 'photo');
}
