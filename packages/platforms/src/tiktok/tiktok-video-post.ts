import { PlatformError } from '../platform-client';
import type { PublishInput, PublishMediaFile, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import type { CreatorRules } from './tiktok-post-info';
import { fetchPublishStatus, publishedResult, settleTikTokPublish } from './tiktok-publish-status';
import { chunkPlan, initVideoPost, uploadChunk } from './tiktok-video-upload';

/**
 * A video by Direct Post: init with FILE_UPLOAD (handles `publishId`, `uploadUrl`), the chunks
 * (`uploadedChunks`), and TikTok publishes by itself once the last chunk lands: that last PUT is the
 * irreversible call. A run holding a publish id asks its status first and continues or starts over.
 */
export async function publishTikTokVideo(
  context: PublisherContext,
  input: PublishInput,
  video: PublishMediaFile,
  rules: CreatorRules,
  chunkBytes: number | undefined,
): Promise<PublishResult> {
  if (video.durationSeconds !== null && video.durationSeconds > rules.maxVideoSeconds) {
    throw new PlatformError(
      'tiktok',
      'invalid_content',
      `This TikTok account may post videos of up to ${rules.maxVideoSeconds} s; the video lasts ${Math.round(video.durationSeconds)} s`,
    );
  }
  const plan = chunkPlan(video.sizeBytes, chunkBytes);
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
    const init = await initVideoPost(context, input, video, plan, rules.settings);
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
  return settleTikTokPublish(context, input, publishId, rules.username, 'video');
}
