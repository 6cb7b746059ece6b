import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { pollUntilDone } from '../publish/poll-until-done';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { blobPart } from '../http/blob-part';

/** The registered media id (`POST /v5/media`), saved before its upload. */
export const VIDEO_MEDIA_HANDLE = 'video.mediaId';

const registered = z.object({
  media_id: z.string().min(1),
  upload_url: z.string().url(),
  upload_parameters: z.record(z.string(), z.string()),
});
const mediaStatus = z.object({ media_id: z.string(), status: z.string() });

/**
 * Pinterest's video upload (platform-apis.md §8): register (`POST /v5/media`), send the file to the
 * presigned `upload_url` as a form with every `upload_parameters` field and then `file`, poll
 * `GET /v5/media/{id}` until `succeeded`. A resumed run asks the saved media's status first: still
 * `registered` means the file never arrived, and since the presigned form is not kept (it carries a
 * temporary credential) the video is registered anew.
 */
export async function uploadPinterestVideo(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
): Promise<string> {
  const api = `${context.hosts.pinterest.api}/v5`;
  const common = {
    platform: 'pinterest' as const,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  };
  const statusOf = async (mediaId: string) =>
    (
      await context.http.fetchJson(
        {
          ...common,
          operation: 'the video status',
          method: 'GET',
          url: `${api}/media/${encodeURIComponent(mediaId)}`,
        },
        mediaStatus,
      )
    ).status;

  const saved = input.handles[VIDEO_MEDIA_HANDLE];
  let status = saved ? await statusOf(saved) : null;
  let mediaId = saved ?? '';
  if (!saved || status === 'registered' || status === 'failed') {
    const upload = await context.http.fetchJson(
      {
        ...common,
        operation: 'the video registration',
        method: 'POST',
        url: `${api}/media`,
        json: { media_type: 'video' },
      },
      registered,
    );
    mediaId = upload.media_id;
    await input.saveHandle(VIDEO_MEDIA_HANDLE, mediaId);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.upload_parameters)) form.set(name, value);
    // S3 takes the file as the last field; the form's own fields authorize it (no bearer token).
    form.set(
      'file',
      new Blob([blobPart(await file.read())], { type: file.mimeType }),
      file.fileName,
    );
    await context.http.send({
      platform: 'pinterest',
      operation: 'the video upload',
      method: 'POST',
      url: upload.upload_url,
      multipart: form,
      timeoutMs: 30 * 60_000,
    });
    status = null;
  }

  const id = mediaId;
  return pollUntilDone<string>(context, 'pinterest', 'the video', async () => {
    const current = status ?? (await statusOf(id));
    status = null;
    if (current === 'succeeded') return { done: true, value: id };
    if (current === 'failed') {
      throw new PlatformError(
        'pinterest',
        'invalid_content',
        'Pinterest could not process the video',
      );
    }
    return { done: false };
  });
}
