import { z } from 'zod';
import type { PlatformHttp } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { pageGraph, type PageGraph } from './page-graph';

export const REEL_HANDLES = {
  videoId: 'reelVideoId',
  uploadUrl: 'reelUploadUrl',
  uploaded: 'reelUploaded',
  /** Set once the finish call answered: the Reel is out. */
  published: 'reelPublished',
} as const;

const startAnswer = z.object({ video_id: z.string().min(1), upload_url: z.string().url() });
const successAnswer = z.object({ success: z.literal(true) });
const statusAnswer = z.object({
  status: z
    .object({
      video_status: z.string().nullish(),
      uploading_phase: z.object({ status: z.string() }).nullish(),
    })
    .nullish(),
});

/**
 * A Page Reel (shared/reference/platform-apis.md §7): `video_reels` upload_phase=start → video id
 * and upload URL; the upload host fetches the file from its public URL (`file_url` header); poll
 * `GET /{video-id}?fields=status` until the upload is complete; upload_phase=finish with
 * video_state=PUBLISHED is the irreversible call.
 */
export async function publishReel(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult> {
  const [video] = input.media;
  if (!video || video.kind !== 'video' || input.media.length !== 1) {
    throw new PlatformError('facebook', 'invalid_content', 'A Facebook Reel is exactly one video');
  }
  const { http } = context;
  const { graph, pageId, common } = pageGraph(context, input);
  const result = (videoId: string): PublishResult => ({
    platformPostId: videoId,
    url: `https://www.facebook.com/reel/${videoId}`,
  });

  let videoId = input.handles[REEL_HANDLES.videoId];
  let uploadUrl = input.handles[REEL_HANDLES.uploadUrl];
  if (videoId && input.handles[REEL_HANDLES.published]) return result(videoId);
  if (!videoId || !uploadUrl) {
    const started = await http.fetchJson(
      {
        ...common,
        operation: 'the Reel upload start',
        method: 'POST',
        url: `${graph}/${pageId}/video_reels`,
        form: { upload_phase: 'start' },
      },
      startAnswer,
    );
    videoId = started.video_id;
    uploadUrl = started.upload_url;
    await input.saveHandle(REEL_HANDLES.videoId, videoId);
    await input.saveHandle(REEL_HANDLES.uploadUrl, uploadUrl);
  }
  if (!input.handles[REEL_HANDLES.uploaded]) {
    await http.fetchJson(
      {
        ...common,
        // The upload host wants `Authorization: OAuth <page token>`.
        auth: { type: 'oauth', token: input.account.accessToken },
        operation: 'the Reel upload',
        method: 'POST',
        url: uploadUrl,
        headers: { file_url: video.publicUrl },
      },
      successAnswer,
    );
    await input.saveHandle(REEL_HANDLES.uploaded, 'true');
  }
  await awaitUpload(context, http, { ...common, url: `${graph}/${videoId}` });

  await input.markIrreversible();
  await http.fetchJson(
    {
      ...common,
      operation: 'the Reel publish request',
      method: 'POST',
      url: `${graph}/${pageId}/video_reels`,
      form: {
        upload_phase: 'finish',
        video_id: videoId,
        video_state: 'PUBLISHED',
        ...(input.text === '' ? {} : { description: input.text }),
      },
    },
    successAnswer,
  );
  await input.saveHandle(REEL_HANDLES.published, 'true');
  return result(videoId);
}

async function awaitUpload(
  context: PublisherContext,
  http: PlatformHttp,
  request: PageGraph['common'] & { url: string },
): Promise<void> {
  const deadline = Date.now() + context.poll.timeoutMs;
  for (;;) {
    const answer = await http.fetchJson(
      {
        ...request,
        operation: 'the Reel status request',
        method: 'GET',
        query: { fields: 'status' },
      },
      statusAnswer,
    );
    const videoStatus = answer.status?.video_status ?? null;
    if (videoStatus === 'error' || answer.status?.uploading_phase?.status === 'error') {
      throw new PlatformError(
        'facebook',
        'invalid_content',
        'Facebook could not process the Reel video',
      );
    }
    if (answer.status?.uploading_phase?.status === 'complete') return;
    if (Date.now() >= deadline) {
      throw new PlatformError(
        'facebook',
        'transient',
        `Facebook was still receiving the Reel video after ${Math.round(context.poll.timeoutMs / 1000)} s`,
      );
    }
    await context.sleep(context.poll.intervalMs);
  }
}
