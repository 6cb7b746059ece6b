import { inArray, and, eq } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import { isAppError, type ContentItem } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { fetchMediaUrl } from '../media/fetch-media-url';

const DEFAULT_CONCURRENCY = 4;

export type FetchedMedia = Map<string, { item: ContentItem } | { problem: string }>;

/**
 * Every media URL of the file, each fetched once however many rows list it, a few at a time
 * (MEDIA_URL_FETCH_CONCURRENCY): the slow part of an import. A URL that cannot be fetched is a
 * problem of the rows that list it, in the upload's own words. `created` lists the items this
 * import added to the library, which `discardFetchedMedia` removes when nothing is imported.
 */
export async function fetchRowMedia(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  urls: Iterable<string>,
): Promise<{ media: FetchedMedia; created: string[] }> {
  const queue = [...new Set(urls)];
  const media: FetchedMedia = new Map();
  const created: string[] = [];
  const workers = Math.min(
    queue.length,
    deps.config.outbound?.mediaFetchConcurrency ?? DEFAULT_CONCURRENCY,
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < queue.length; index = next++) {
        const url = queue[index] ?? '';
        try {
          const fetched = await fetchMediaUrl(deps, actor, url);
          media.set(url, { item: fetched.item });
          if (fetched.created) created.push(fetched.item.id);
        } catch (error) {
          if (!isAppError(error)) {
            deps.logger.warn({ err: error }, 'a media URL of a CSV import failed');
          }
          media.set(url, {
            problem: isAppError(error) ? error.message : `${url} could not be fetched`,
          });
        }
      }
    }),
  );
  return { media, created };
}

/** Removes the items an import fetched when it creates nothing (a dry run, a refusal). */
export async function discardFetchedMedia(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db
    .delete(contentItems)
    .where(and(eq(contentItems.ownerId, actor.userId), inArray(contentItems.id, [...ids])))
    .returning({ storageKey: contentItems.storageKey, thumbnailKey: contentItems.thumbnailKey });
  for (const row of rows) {
    for (const key of [row.storageKey, row.thumbnailKey]) {
      if (!key) continue;
      await deps.storage.delete(key).catch((error: unknown) => {
        deps.logger.warn({ err: error, key }, 'a fetched media file could not be removed');
      });
    }
  }
}
