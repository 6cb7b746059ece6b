import { uploadResponseSchema, type UploadResponse } from '@fanout/shared';
import { messageOf } from '../auth/auth-request';

const UPLOAD_URL = '/api/upload';

/** Why an upload failed: the session is gone, the server refused it, or it never arrived. */
export type UploadFailure =
  { kind: 'unauthorized' } | { kind: 'rejected'; message: string } | { kind: 'network' };

export class UploadError extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure) {
    super(failure.kind === 'rejected' ? failure.message : `Upload ${failure.kind}`);
    this.name = 'UploadError';
    this.failure = failure;
  }
}

/**
 * Sends one file to POST /api/upload as multipart (field `files`, web contract). XHR rather than
 * fetch because only XHR reports upload progress. Same origin, so the session cookie and the
 * Origin header the server's CSRF check needs are sent by the browser; no custom headers.
 */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status === 401) {
        reject(new UploadError({ kind: 'unauthorized' }));
      } else if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(uploadAnswer(body, file.name));
      } else {
        const message = uploadFailedMessage(messageOf(body), xhr.statusText, xhr.status);
        reject(new UploadError({ kind: 'rejected', message }));
      }
    };
    xhr.onerror = () => reject(new UploadError({ kind: 'network' }));
    xhr.onabort = () => reject(new UploadError({ kind: 'network' }));

    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

/** Whole percent sent so far, 0–100. */
export function progressPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * Spec 000 §8: 'Upload failed: {status text}'. The server's `{message}` (naming the file and the
 * limit or type) is more useful than the status text; HTTP/2 sends no status text at all, so the
 * status code is the last resort.
 */
export function uploadFailedMessage(
  serverMessage: string | undefined,
  statusText: string,
  status: number,
): string {
  return `Upload failed: ${serverMessage || statusText || `HTTP ${status}`}`;
}

/** The 201 answer; a body that does not match the contract still counts as uploaded. */
export function uploadAnswer(body: unknown, fileName: string): UploadResponse {
  const parsed = uploadResponseSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { message: messageOf(body) ?? `${fileName} uploaded`, items: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
