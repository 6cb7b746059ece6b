import type { ContentItem } from '@fanout/shared';
import { fileNameFromContentDisposition } from './content-disposition';

/** Above this size the file is not held in memory: the browser downloads it itself. */
const IN_MEMORY_LIMIT_BYTES = 50 * 1024 * 1024;
const REVOKE_DELAY_MS = 60_000;

/** A download the server refused; `status` 401 means the session is gone. */
export class DownloadError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`Download failed with status ${status}`);
    this.name = 'DownloadError';
    this.status = status;
  }
}

/** The attachment URL of a library file (web contract: `?download=true`). */
export function downloadUrl(filePath: string): string {
  return `${filePath}${filePath.includes('?') ? '&' : '?'}download=true`;
}

/**
 * Downloads a library file under the name the server gives (Content-Disposition), else its
 * title. Fetched first so a failure can be reported instead of leaving the page; network
 * failures reject with the fetch error, refused requests with a DownloadError.
 */
export async function downloadContent(item: Pick<ContentItem, 'filePath' | 'title'>) {
  const url = downloadUrl(item.filePath);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new DownloadError(response.status);

  const size = Number(response.headers.get('Content-Length'));
  if (size > IN_MEMORY_LIMIT_BYTES) {
    // A large video should stream to disk, not into a Blob: the request was allowed, so let
    // the browser repeat it as a native download (the attachment header keeps the page here).
    await response.body?.cancel();
    clickDownloadLink(url, undefined);
    return;
  }

  const blob = await response.blob();
  const name =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? item.title;
  const objectUrl = URL.createObjectURL(blob);
  clickDownloadLink(objectUrl, name);
  // Some browsers start reading the blob after click() returns, so it is released later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_DELAY_MS);
}

function clickDownloadLink(href: string, name: string | undefined): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name ?? '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
