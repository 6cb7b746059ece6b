import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { pollUntilDone } from '../publish/poll-until-done';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { blobPart } from '../http/blob-part';

/** 4 MiB segments: under X's per-append limit, and ≤128 appends for the 512 MB video maximum. */
export const X_CHUNK_BYTES = 4 * 1024 * 1024;

const processingInfo = z
  .object({
    state: z.string(),
    check_after_secs: z.number().nullish(),
    error: z.object({ message: z.string().nullish(), name: z.string().nullish() }).nullish(),
  })
  .nullish();
const mediaAnswer = z.object({
  data: z.object({ id: z.string().min(1), processing_info: processingInfo }),
});

/** Handle names of media item `index` (saved so a later run skips what is done). */
export const mediaHandles = (index: number) => ({
  /** The finished media id, ready to attach. */
  id: `media.${index}.id`,
  /** The chunked upload session (the same id X later attaches). */
  upload: `media.${index}.upload`,
  /** How many segments were appended. */
  appended: `media.${index}.appended`,
  finalized: `media.${index}.finalized`,
});

type Processing = z.output<typeof processingInfo>;

/** One media item's upload: where it goes, what it is, and the handles that record its progress. */
interface MediaUpload {
  context: PublisherContext;
  input: PublishInput;
  file: PublishMediaFile;
  names: ReturnType<typeof mediaHandles>;
  api: string;
  common: ReturnType<typeof requestBase>;
}

function requestBase(input: PublishInput) {
  const auth = bearer(input.account.accessToken);
  return { platform: 'twitter' as const, auth, rateLimits: input.rateLimits };
}

/**
 * Uploads one media file with media upload v2 and answers its media id once X can attach it:
 * images by the simple multipart `POST /2/media/upload`; GIFs and videos by the chunked
 * initialize / append / finalize, then STATUS polls while `processing_info` says so.
 */
export async function uploadTwitterMedia(
  context: PublisherContext,
  input: PublishInput,
  file: PublishMediaFile,
  index: number,
  chunkBytes: number,
): Promise<string> {
  const names = mediaHandles(index);
  const done = input.handles[names.id];
  if (done) return done;
  const upload: MediaUpload = {
    context,
    input,
    file,
    names,
    api: `${context.hosts.twitter.api}/2/media/upload`,
    common: requestBase(input),
  };
  if (file.kind === 'image' && file.mimeType !== 'image/gif') return uploadImage(upload);

  const id = await initializeUpload(upload);
  // Finalize's answer says how processing goes; a resumed run (already finalized) asks STATUS first.
  const finalized =
    input.handles[names.finalized] !== '1'
      ? await appendAndFinalize(upload, id, chunkBytes)
      : undefined;
  const mediaId = await awaitProcessing(upload, id, finalized);
  await input.saveHandle(names.id, mediaId);
  return mediaId;
}

async function uploadImage({ context, input, file, names, api, common }: MediaUpload) {
  const form = new FormData();
  form.set('media_category', 'tweet_image');
  form.set(
    'media',
    new Blob([blobPart(await file.read())], { type: file.mimeType }),
    file.fileName,
  );
  const answer = await context.http.fetchJson(
    { ...common, operation: 'the image upload', method: 'POST', url: api, multipart: form },
    mediaAnswer,
  );
  await input.saveHandle(names.id, answer.data.id);
  return answer.data.id;
}

/** The chunked upload session: started now, or the one an earlier run saved. */
async function initializeUpload({ context, input, file, names, api, common }: MediaUpload) {
  const saved = input.handles[names.upload];
  if (saved) return saved;
  const category = file.kind === 'video' ? 'tweet_video' : 'tweet_gif';
  const started = await context.http.fetchJson(
    {
      ...common,
      operation: 'the media upload',
      method: 'POST',
      url: `${api}/initialize`,
      json: { media_type: file.mimeType, total_bytes: file.sizeBytes, media_category: category },
    },
    mediaAnswer,
  );
  await input.saveHandle(names.upload, started.data.id);
  return started.data.id;
}

/** Appends the segments not yet appended, then finalizes; answers finalize's processing info. */
async function appendAndFinalize(
  { context, input, file, names, api, common }: MediaUpload,
  id: string,
  chunkBytes: number,
): Promise<{ processing: Processing }> {
  const segments = Math.ceil(file.sizeBytes / chunkBytes);
  const from = Number(input.handles[names.appended] ?? '0');
  for (let segment = from; segment < segments; segment += 1) {
    const start = segment * chunkBytes;
    const end = Math.min(file.sizeBytes, start + chunkBytes) - 1;
    const form = new FormData();
    form.set('segment_index', String(segment));
    form.set('media', new Blob([blobPart(await readRange(file, start, end))]), file.fileName);
    await context.http.send({
      ...common,
      operation: 'a media segment upload',
      method: 'POST',
      url: `${api}/${id}/append`,
      multipart: form,
    });
    await input.saveHandle(names.appended, String(segment + 1));
  }
  const finalized = await context.http.fetchJson(
    { ...common, operation: 'the media upload', method: 'POST', url: `${api}/${id}/finalize` },
    mediaAnswer,
  );
  await input.saveHandle(names.finalized, '1');
  return { processing: finalized.data.processing_info };
}

/** Waits while X processes the media; `finalized` is finalize's answer when this run gave it. */
async function awaitProcessing(
  { context, api, common }: MediaUpload,
  mediaId: string,
  finalized: { processing: Processing } | undefined,
): Promise<string> {
  let processing: Processing = finalized?.processing ?? null;
  let known = finalized !== undefined;
  await pollUntilDone(context, 'twitter', 'the media', async () => {
    if (!known) {
      const status = await context.http.fetchJson(
        {
          ...common,
          operation: 'the media status',
          method: 'GET',
          url: api,
          query: { command: 'STATUS', media_id: mediaId },
        },
        mediaAnswer,
      );
      processing = status.data.processing_info;
    }
    known = false;
    if (!processing || processing.state === 'succeeded') return { done: true, value: mediaId };
    if (processing.state === 'failed') {
      const reason = processing.error?.message ?? processing.error?.name ?? 'no reason given';
      throw new PlatformError(
        'twitter',
        'invalid_content',
        `X could not process the media: ${reason}`,
      );
    }
    return { done: false, waitMs: (processing.check_after_secs ?? 0) * 1000 };
  });
  return mediaId;
}

/** The inclusive byte range of the file, in memory (one segment at a time). */
async function readRange(file: PublishMediaFile, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open({ start, end })) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
