import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** A blob reference as uploadBlob answers it and records embed it (kept verbatim). */
const blobSchema = z.object({
  $type: z.literal('blob'),
  ref: z.object({ $link: z.string().min(1) }),
  mimeType: z.string().min(1),
  size: z.number(),
});
export type BlobRef = z.output<typeof blobSchema>;

const uploadAnswerSchema = z.object({ blob: blobSchema });

// A video blob of up to 300 MB goes up in one request: allow it time.
const VIDEO_UPLOAD_TIMEOUT_MS = 15 * 60_000;

/**
 * Uploads each media file with `com.atproto.repo.uploadBlob` (raw body, its Content-Type), saving
 * each blob reference as handle `blob{i}` before the next, and skipping those already saved. The
 * blobs only become part of the account's repo once a record references them.
 */
export async function uploadBlobs(
  context: PublisherContext,
  input: PublishInput,
): Promise<BlobRef[]> {
  const blobs: BlobRef[] = [];
  for (const [index, file] of input.media.entries()) {
    const name = `blob${index}`;
    const saved = input.handles[name];
    if (saved !== undefined) {
      blobs.push(blobSchema.parse(JSON.parse(saved)));
      continue;
    }
    const blob = await uploadBlob(context, input, file);
    await input.saveHandle(name, JSON.stringify(blob));
    blobs.push(blob);
  }
  return blobs;
}

async function uploadBlob(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
): Promise<BlobRef> {
  const video = file.kind === 'video';
  const { blob } = await context.http.fetchJson(
    {
      platform: 'bluesky',
      operation: video ? 'the video upload' : 'the image upload',
      method: 'POST',
      url: `${context.hosts.bluesky.pds}/xrpc/com.atproto.repo.uploadBlob`,
      body: video
        ? { contentType: file.mimeType, data: await file.open(), length: file.sizeBytes }
        : { contentType: file.mimeType, data: await file.read() },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
      ...(video ? { timeoutMs: VIDEO_UPLOAD_TIMEOUT_MS } : {}),
    },
    uploadAnswerSchema,
  );
  return blob;
}

/**
 * The post's embed: `app.bsky.embed.images` (≤4, with alt text and aspect ratio) or one
 * `app.bsky.embed.video`. The media rule already keeps images and a video apart.
 */
export function mediaEmbed(
  media: readonly PublishMediaFile[],
  blobs: readonly BlobRef[],
): Record<string, unknown> | undefined {
  if (media.length === 0) return undefined;
  const video = media.findIndex((file) => file.kind === 'video');
  if (video >= 0) {
    if (media.length > 1) {
      throw new PlatformError(
        'bluesky',
        'invalid_content',
        'Bluesky takes one video and nothing else in a post',
      );
    }
    return {
      $type: 'app.bsky.embed.video',
      video: blobs[video],
      ...aspectRatioOf(media[video]),
    };
  }
  if (media.length > 4) {
    throw new PlatformError(
      'bluesky',
      'invalid_content',
      'Bluesky takes at most 4 images in a post',
    );
  }
  return {
    $type: 'app.bsky.embed.images',
    // The library keeps no alt text yet; the lexicon requires the field, empty is allowed.
    images: media.map((file, index) => ({ image: blobs[index], alt: '', ...aspectRatioOf(file) })),
  };
}

// Clients lay the image out before loading it with this; omitted when the size is unknown.
function aspectRatioOf(file: PublishMediaFile | undefined): {
  aspectRatio?: { width: number; height: number };
} {
  if (!file?.width || !file.height) return {};
  return { aspectRatio: { width: file.width, height: file.height } };
}
