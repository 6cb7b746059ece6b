import { and, desc, eq } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import type { ContentListInput, ContentListOutput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { decodeCursor, olderThan, toPage } from '../pagination';
import { toContentItem } from './to-content-item';

/**
 * One page of the actor's own library, newest first. Keyset pagination on (created_at, id) keeps
 * every page an index range scan, however large the library.
 */
export async function listContent(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<ContentListInput>,
): Promise<ContentListOutput> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await deps.db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.ownerId, actor.userId),
        olderThan(contentItems.createdAt, contentItems.id, cursor),
      ),
    )
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(input.limit + 1);
  const { page, nextCursor } = toPage(rows, input.limit, (row) => ({
    at: row.createdAt,
    id: row.id,
  }));
  return { items: page.map(toContentItem), nextCursor };
}
