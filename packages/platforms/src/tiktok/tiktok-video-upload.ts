import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import type { TikTokPostSettings } from './tiktok-post-settings';

const MB = 1024 * 1024;
// TikTok: chunks of 5–64 MB (the last up to 128 MB), a file under 5 MB in one chunk.
const MIN_CHUNK = 5 * MB;
export const DEFAULT_CHUNK_BYTES = 10 * MB;
const CHUNK_TIMEOUT_MS = 5 * 60_000;

const initSchema = z.object({
  data: z.object({ publish_id: z.string().min(1), upload_url: z.string().min(1) }),
});

export interface ChunkPlan {
  chunkSize: number;
  count: number;
}

/** `total_chunk_count = floor(size / chunk_size)`: the last chunk takes the remainder. */
export function chunkPlan(size: number, preferred: number = DEFAULT_CHUNK_BYTES): ChunkPlan {
  if (size < MIN_CHUNK) return { chunkSize: size, count: 1 };
  const chunkSize = Math.min(Math.max(preferred, MIN_CHUNK), 64 * MB, size);
  return { chunkSize, count: Math.floor(size / chunkSize) };
}

/** `POST /v2/post/publish/video/init/`: a Direct Post of a FILE_UPLOAD video. */
export async function initVideoPost(
  context: PublisherContext,
  input: PublishInput,
  video: PublishMediaFile,
  plan: ChunkPlan,
  settings: TikTokPostSettings,
): Promise<{ publishId: string; uploadUrl: string }> {
  const { data } = await context.http.fetchJson(
    {
      platform: 'tiktok',
      operation: 'the video post',
      method: 'POST',
      url: `${context.hosts.tiktok.api}/v2/post/publish/video/init/`,
      json: {
        post_info: { title: input.text, ...settings },
        source_info: {
          source: 'FILE_UPLOAD',
          video_size: video.sizeBytes,
          chunk_size: plan.chunkSize,
          total_chunk_count: plan.count,
        },
      },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    initSchema,
  );
  return { publishId: data.publish_id, uploadUrl: data.upload_url };
}

/** `PUT upload_url` of chunk `index` with its `Content-Range`. The URL itself authorizes it. */
export async function uploadChunk(
  context: PublisherContext,
  input: PublishInput,
  uploadUrl: string,
  video: PublishMediaFile,
  plan: ChunkPlan,
  index: number,
): Promise<void> {
  const start = index * plan.chunkSize;
  const end = index === plan.count - 1 ? video.sizeBytes - 1 : start + plan.chunkSize - 1;
  await context.http.send({
    platform: 'tiktok',
    operation: index === plan.count - 1 ? 'the video upload' : 'a chunk of the video upload',
    method: 'PUT',
    url: uploadUrl,
    body: {
      contentType: video.mimeType,
      data: await video.open({ start, end }),
      length: end - start + 1,
    },
    headers: { 'content-range': `bytes ${start}-${end}/${video.sizeBytes}` },
    rateLimits: input.rateLimits,
    timeoutMs: CHUNK_TIMEOUT_MS,
  });
}
