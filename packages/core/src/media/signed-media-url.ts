import { eq } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { findOwnedContent } from './find-owned-content';
import { toMediaFile, type MediaFile } from './media-file';
import { mediaSignature, signatureMatches } from './media-url-signature';

export interface SignedMediaUrl {
  url: string;
  expiresAt: string;
}

/**
 * An expiring public URL of one of the actor's items, for platforms that pull media by URL
 * (Instagram, Threads, TikTok photos, Pinterest). Anyone holding it can fetch the file until expiry.
 */
export async function createSignedMediaUrl(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<SignedMediaUrl> {
  const { id } = input;
  const row = await findOwnedContent(deps, actor, id);
  return signMediaUrl(deps, row.id);
}

/** Signs a public URL for a content item whose ownership the caller has already established. */
export function signMediaUrl(deps: CoreDeps, contentId: string): SignedMediaUrl {
  const expiresUnix = Math.floor((nowOf(deps).getTime() + deps.config.media.signedUrlTtlMs) / 1000);
  const signature = mediaSignature(deps.config.media.urlSigningKey, contentId, expiresUnix);
  const url = `${deps.config.publicUrl}/media/${contentId}?expires=${expiresUnix}&signature=${signature}`;
  return { url, expiresAt: new Date(expiresUnix * 1000).toISOString() };
}

/**
 * The URL a platform pulls a library file from when publishing (ADR 0035). With S3 storage it is a
 * presigned GET of the object, so the platforms fetch from the bucket and a restart of our server
 * cannot fail their download; with local storage it is our signed `/media/…` URL. Both expire after
 * MEDIA_URL_TTL_MINUTES.
 */
export async function publishingMediaUrl(
  deps: CoreDeps,
  row: { id: string; storageKey: string; mimeType: string },
): Promise<string> {
  if (!deps.storage.presignGet) return signMediaUrl(deps, row.id).url;
  return deps.storage.presignGet(row.storageKey, {
    contentType: row.mimeType,
    expiresInSeconds: deps.config.media.signedUrlTtlMs / 1000,
  });
}

export const INVALID_SIGNATURE_MESSAGE = 'This media link is not valid';
export const EXPIRED_SIGNATURE_MESSAGE = 'This media link has expired';

/** Serves a file through a signed URL: 403 for a wrong or expired signature, 404 for a deleted item. */
export async function openSignedMedia(
  deps: CoreDeps,
  input: { id: string; expires: string; signature: string },
): Promise<MediaFile> {
  const expiresUnix = Number(input.expires);
  const wellFormed = /^[0-9a-f-]{36}$/.test(input.id) && Number.isSafeInteger(expiresUnix);
  if (
    !wellFormed ||
    !signatureMatches(deps.config.media.urlSigningKey, input.id, expiresUnix, input.signature)
  ) {
    throw new AppError('FORBIDDEN', INVALID_SIGNATURE_MESSAGE);
  }
  if (expiresUnix * 1000 <= nowOf(deps).getTime())
    throw new AppError('FORBIDDEN', EXPIRED_SIGNATURE_MESSAGE);
  const [row] = await deps.db.select().from(contentItems).where(eq(contentItems.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', 'Content item not found');
  return toMediaFile(deps, row, 'original');
}
