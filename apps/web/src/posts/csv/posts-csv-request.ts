import {
  postCsvImportResult,
  type PostCsvExportQuery,
  type PostCsvImportResult,
} from '@fanout/shared';
import { messageOf } from '../../auth/auth-request';

const NETWORK_MESSAGE = 'Could not reach Fanout. Check your connection and try again.';

/** A refusal of the whole file (not CSV, too large, no header…): the server's sentence. */
export class CsvFileError extends Error {}

/**
 * Sends the chosen file as it is to `POST /api/posts/import` (ADR 0095): the REST route takes the
 * CSV itself (up to 5 MB), where the tRPC twin would take it inside JSON. The answer lists every
 * row with its problems, on a dry run and on a refusal alike.
 */
export async function sendPostsCsv(file: Blob, dryRun: boolean): Promise<PostCsvImportResult> {
  let response: Response;
  try {
    response = await fetch(`/api/posts/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new CsvFileError(NETWORK_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => null);
  const result = postCsvImportResult.safeParse(payload);
  if (result.success) return result.data;
  throw new CsvFileError(messageOf(payload) ?? `The import answered ${response.status}`);
}

/** The export's address for the list on screen (`GET /api/posts/export`). */
export function postsExportUrl(query: Partial<PostCsvExportQuery>): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.platform) params.set('platform', query.platform);
  const search = params.toString();
  return `/api/posts/export${search ? `?${search}` : ''}`;
}
