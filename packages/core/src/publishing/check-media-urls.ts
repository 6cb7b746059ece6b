import type { PublishMediaFile } from '@fanout/platforms';

/** Short: the platform already waited on this URL; the worker only asks whether it answers now. */
const CHECK_TIMEOUT_MS = 5_000;

export type MediaUrlCheck = { served: true } | { served: false; fileName: string; reason: string };

/**
 * Asks our own media URLs what a pulling platform just failed to get (ADR 0035): the first byte of
 * each file, by a ranged GET. Every file answering 200/206 with its kind's content type means our
 * side served the media, so the platform's refusal is about the file; anything else means our server
 * (or the storage behind the URL) was the problem, and the user's media is not to blame.
 */
export async function checkMediaUrls(media: readonly PublishMediaFile[]): Promise<MediaUrlCheck> {
  for (const file of media) {
    const reason = await urlProblem(file);
    if (reason !== null) return { served: false, fileName: file.fileName, reason };
  }
  return { served: true };
}

async function urlProblem(file: PublishMediaFile): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(file.publicUrl, {
      headers: { range: 'bytes=0-0' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? 'no answer in time'
      : 'not reachable';
  }
  await response.body?.cancel();
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (response.status !== 200 && response.status !== 206) return `HTTP ${response.status}`;
  if (!type.startsWith(`${file.kind}/`)) return `served as ${type || 'no content type'}`;
  return null;
}
