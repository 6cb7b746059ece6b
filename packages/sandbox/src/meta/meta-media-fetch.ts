import type { SandboxMedia } from '../publishing/sandbox-publishing';

const FETCH_TIMEOUT_MS = 30_000;

export type MediaFetch = { ok: true; media: SandboxMedia } | { ok: false; reason: string };

/**
 * What Meta does with `image_url` / `video_url` / `file_url`: downloads it. The answer must be 200
 * with an image or video content type of the expected kind; the bytes are counted, never kept.
 */
export async function fetchMediaUrl(
  url: string | undefined,
  kind: 'image' | 'video',
): Promise<MediaFetch> {
  if (!url) return { ok: false, reason: 'no URL' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, reason: 'not an HTTP URL' };
  }
  let response: Response;
  try {
    response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return { ok: false, reason: 'the URL could not be fetched' };
  }
  const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (response.status !== 200 || !mimeType.startsWith(`${kind}/`)) {
    await response.body?.cancel();
    const type = mimeType === '' ? 'no content type' : mimeType;
    return { ok: false, reason: `the URL answered HTTP ${response.status} with ${type}` };
  }
  let bytes = 0;
  try {
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.byteLength;
    }
  } catch {
    return { ok: false, reason: 'the download was cut' };
  }
  if (bytes === 0) return { ok: false, reason: 'the file is empty' };
  return { ok: true, media: { kind, mimeType, bytes } };
}
