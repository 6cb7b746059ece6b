import { z } from 'zod';
import { PlatformError } from '../platform-client';
import { pollUntilDone } from '../publish/poll-until-done';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { linkedInAuthor, linkedInCall } from './linkedin-request';

const imageInit = z.object({
  value: z.object({ uploadUrl: z.string().url(), image: z.string().min(1) }),
});
const instruction = z.object({
  uploadUrl: z.string().url(),
  firstByte: z.number(),
  lastByte: z.number(),
});
const videoInit = z.object({
  value: z.object({
    video: z.string().min(1),
    uploadToken: z.string(),
    uploadInstructions: z.array(instruction).min(1),
  }),
});
const videoStatus = z.object({
  status: z.string(),
  processingFailureReason: z.string().nullish(),
});

/**
 * One image (Images API): initializeUpload, then PUT of the bytes to `uploadUrl`. Answers the image
 * URN. A `w_member_social` token cannot read images back, so there is nothing to poll: LinkedIn
 * accepts the URN in a post once the PUT succeeded.
 */
export async function uploadLinkedInImage(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
  index: number,
): Promise<string> {
  const names = {
    urn: `image.${index}.urn`,
    url: `image.${index}.uploadUrl`,
    done: `image.${index}.uploaded`,
  };
  let urn = input.handles[names.urn];
  let url = input.handles[names.url];
  if (urn && input.handles[names.done] === '1') return urn;
  if (!urn || !url) {
    const answer = await context.http.fetchJson(
      linkedInCall(input, {
        operation: 'the image upload',
        method: 'POST',
        url: `${context.hosts.linkedin.api}/rest/images`,
        query: { action: 'initializeUpload' },
        json: { initializeUploadRequest: { owner: linkedInAuthor(input) } },
      }),
      imageInit,
    );
    urn = answer.value.image;
    url = answer.value.uploadUrl;
    await input.saveHandle(names.urn, urn);
    await input.saveHandle(names.url, url);
  }
  await context.http.send(
    linkedInCall(input, {
      operation: 'the image upload',
      method: 'PUT',
      url,
      body: { contentType: 'application/octet-stream', data: await file.read() },
    }),
  );
  await input.saveHandle(names.done, '1');
  return urn;
}

/**
 * One video (Videos API): initializeUpload with the size, PUT of each byte range to its URL
 * (collecting ETags, each saved so a resumed run skips sent parts), finalizeUpload with the ETags
 * in order, then status reads until AVAILABLE.
 */
export async function uploadLinkedInVideo(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
): Promise<string> {
  const api = `${context.hosts.linkedin.api}/rest/videos`;
  const saved = {
    urn: input.handles['video.urn'],
    token: input.handles['video.uploadToken'] ?? '',
    parts: input.handles['video.parts'],
  };
  const { urn, token, parts } =
    saved.urn !== undefined && saved.parts !== undefined
      ? { urn: saved.urn, token: saved.token, parts: saved.parts }
      : await initializeVideo(context, input, file, api);

  if (input.handles['video.finalized'] !== '1') {
    const instructions = z.array(instruction).parse(JSON.parse(parts));
    const etags: string[] = [];
    for (const [index, part] of instructions.entries()) {
      const saved = input.handles[`video.etag.${index}`];
      if (saved) {
        etags.push(saved);
        continue;
      }
      const length = part.lastByte - part.firstByte + 1;
      const answer = await context.http.exchange(
        linkedInCall(input, {
          operation: 'a video part upload',
          method: 'PUT',
          url: part.uploadUrl,
          body: {
            contentType: 'application/octet-stream',
            data: await file.open({ start: part.firstByte, end: part.lastByte }),
            length,
          },
          timeoutMs: 10 * 60_000,
        }),
      );
      const etag = answer.headers.get('etag');
      if (!etag) {
        throw new PlatformError(
          'linkedin',
          'unknown',
          'LinkedIn answered a video part upload without an ETag',
        );
      }
      etags.push(etag);
      await input.saveHandle(`video.etag.${index}`, etag);
    }
    await context.http.send(
      linkedInCall(input, {
        operation: 'the video upload',
        method: 'POST',
        url: api,
        query: { action: 'finalizeUpload' },
        json: { finalizeUploadRequest: { video: urn, uploadToken: token, uploadedPartIds: etags } },
      }),
    );
    await input.saveHandle('video.finalized', '1');
  }

  return pollUntilDone<string>(context, 'linkedin', 'the video', async () => {
    const answer = await context.http.fetchJson(
      linkedInCall(input, {
        operation: 'the video status',
        method: 'GET',
        url: `${api}/${encodeURIComponent(urn)}`,
      }),
      videoStatus,
    );
    if (answer.status === 'AVAILABLE') return { done: true, value: urn };
    if (answer.status === 'PROCESSING_FAILED') {
      throw new PlatformError(
        'linkedin',
        'invalid_content',
        `LinkedIn could not process the video: ${answer.processingFailureReason ?? 'no reason given'}`,
      );
    }
    return { done: false };
  });
}

/** initializeUpload; the session's URN, token and part instructions are saved before any PUT. */
async function initializeVideo(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
  api: string,
): Promise<{ urn: string; token: string; parts: string }> {
  const answer = await context.http.fetchJson(
    linkedInCall(input, {
      operation: 'the video upload',
      method: 'POST',
      url: api,
      query: { action: 'initializeUpload' },
      json: {
        initializeUploadRequest: {
          owner: linkedInAuthor(input),
          fileSizeBytes: file.sizeBytes,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      },
    }),
    videoInit,
  );
  const session = {
    urn: answer.value.video,
    token: answer.value.uploadToken,
    parts: JSON.stringify(answer.value.uploadInstructions),
  };
  await input.saveHandle('video.urn', session.urn);
  await input.saveHandle('video.uploadToken', session.token);
  await input.saveHandle('video.parts', session.parts);
  return session;
}
