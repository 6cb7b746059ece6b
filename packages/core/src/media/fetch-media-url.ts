import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import { AppError, type ContentItem } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { fetchPublic } from '../outbound/fetch-public';
import { toContentItem } from './to-content-item';
import { uploadContent } from './upload-content';

const DEFAULT_TIMEOUT_MS = 30_000;
const OWN_MEDIA_PATH = /^\/media\/([0-9a-f-]{36})$/;

/**
 * One media URL into the actor's library (the CSV import's `media_urls`, ADR 0095): downloaded as
 * an upload is received (streamed, held to the upload size limits, typed by its bytes, images
 * re-encoded), from a public address only, within MEDIA_URL_FETCH_TIMEOUT_SECONDS. A signed URL
 * of this server's own `/media/…` naming one of the actor's items (what the export writes) is that
 * item: nothing is downloaded or copied. Returns the item and whether it was created here.
 */
export async function fetchMediaUrl(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  url: string,
): Promise<{ item: ContentItem; created: boolean }> {
  const own = await ownItemOf(deps, actor, url);
  if (own) return { item: own, created: false };
  const outbound = deps.config.outbound;
  const response = await fetchPublic(url, {
    allowPrivateAddresses: outbound?.allowPrivateAddresses ?? false,
    timeoutMs: outbound?.mediaFetchTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { accept: 'image/*, video/*' },
  });
  if (response.status !== 200) {
    response.body.destroy();
    throw new AppError('BAD_REQUEST', `${url} answered HTTP ${response.status}, not the file`);
  }
  const fileName = decodeName(path.posix.basename(new URL(response.url).pathname)) || 'media';
  const item = await uploadContent(deps, actor, {
    stream: response.body,
    fileName,
    declaredMime: String(response.headers['content-type'] ?? 'application/octet-stream'),
  });
  return { item, created: true };
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The actor's own item when `url` is this server's `/media/{id}` URL of it; else null. */
async function ownItemOf(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  url: string,
): Promise<ContentItem | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const base = new URL(deps.config.publicUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  if (parsed.origin !== base.origin || !parsed.pathname.startsWith(`${prefix}/media/`)) return null;
  const id = OWN_MEDIA_PATH.exec(parsed.pathname.slice(prefix.length))?.[1];
  if (!id) return null;
  const [row] = await deps.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.ownerId, actor.userId)));
  return row ? toContentItem(row) : null;
}
