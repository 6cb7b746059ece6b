import { z } from 'zod';
import { bearer, type PlatformAnswer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const platform = 'youtube';
// 308 "Resume Incomplete": the session lives on, `Range` says what it holds.
const RESUME_INCOMPLETE = 308;
const CHUNK_TIMEOUT_MS = 5 * 60_000;

export const videoResourceSchema = z.object({ id: z.string().min(1) });
export type VideoResource = z.output<typeof videoResourceSchema>;

/** Where a resumable session stands: finished with the video, or holding bytes up to `next`. */
export type SessionState = { done: VideoResource } | { next: number };

/**
 * Opens a resumable upload session (`POST …/upload/youtube/v3/videos?uploadType=resumable`):
 * metadata in the body, the file's size and type in `X-Upload-Content-*`; the session URL comes
 * back in `Location`.
 */
export async function startUploadSession(
  context: PublisherContext,
  input: PublishInput,
  video: PublishMediaFile,
  metadata: Record<string, unknown>,
): Promise<string> {
  const answer = await context.http.exchange({
    platform,
    operation: 'the upload session',
    method: 'POST',
    url: `${context.hosts.youtube.api}/upload/youtube/v3/videos`,
    query: { uploadType: 'resumable', part: 'snippet,status' },
    json: metadata,
    headers: {
      'x-upload-content-length': String(video.sizeBytes),
      'x-upload-content-type': video.mimeType,
    },
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  });
  const location = answer.headers.get('location');
  if (!location) {
    throw new PlatformError(
      platform,
      'unknown',
      'YouTube opened no upload session (no Location header)',
    );
  }
  return location;
}

/** Asks a session what it holds (`PUT` with `Content-Range: bytes *\/{size}` and no body). */
export async function querySession(
  context: PublisherContext,
  input: PublishInput,
  session: string,
  size: number,
): Promise<SessionState> {
  const answer = await context.http.exchange({
    platform,
    operation: 'the upload status request',
    method: 'PUT',
    url: session,
    headers: { 'content-range': `bytes */${size}` },
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
    acceptStatuses: [RESUME_INCOMPLETE],
  });
  return stateOf(answer);
}

/**
 * Sends the bytes from `offset` in chunks (multiples of 256 KiB but the last) with
 * `Content-Range`. The final chunk completes the upload and makes the video exist: it is the
 * irreversible call, so `markIrreversible` is awaited right before it.
 */
export async function uploadChunks(
  context: PublisherContext,
  input: PublishInput,
  session: string,
  video: PublishMediaFile,
  from: number,
  chunkBytes: number,
): Promise<VideoResource> {
  const size = video.sizeBytes;
  let offset = from;
  for (;;) {
    const end = Math.min(offset + chunkBytes, size) - 1;
    const final = end === size - 1;
    if (final) await input.markIrreversible();
    const answer = await context.http.exchange({
      platform,
      operation: final ? 'the video upload' : 'a chunk of the video upload',
      method: 'PUT',
      url: session,
      body: {
        contentType: video.mimeType,
        data: await video.open({ start: offset, end }),
        length: end - offset + 1,
      },
      headers: { 'content-range': `bytes ${offset}-${end}/${size}` },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
      timeoutMs: CHUNK_TIMEOUT_MS,
      acceptStatuses: [RESUME_INCOMPLETE],
    });
    const state = stateOf(answer);
    if ('done' in state) return state.done;
    if (final) {
      throw new PlatformError(
        platform,
        'transient',
        'YouTube did not complete the upload after its last chunk',
      );
    }
    offset = state.next;
  }
}

function stateOf(answer: PlatformAnswer): SessionState {
  if (answer.status === RESUME_INCOMPLETE) {
    // `Range: bytes=0-{last}`; absent when the session holds nothing yet.
    const match = /^bytes=0-(\d+)$/.exec(answer.headers.get('range') ?? '');
    return { next: match?.[1] === undefined ? 0 : Number(match[1]) + 1 };
  }
  const video = videoResourceSchema.safeParse(answer.body);
  if (!video.success) {
    throw new PlatformError(
      platform,
      'unknown',
      'YouTube answered the upload in an unexpected shape (no video id)',
    );
  }
  return { done: video.data };
}
