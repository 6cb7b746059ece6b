import { and, desc, eq, lt, or } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import type { ContentListInput, ContentListOutput } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { decodeCursor, encodeCursor } from '../pagination';
import { toContentItem } from './to-content-item';

/**
 * One page of the actor's own library, newest first. Keyset pagination on (created_at, id) keeps
 * every page an index range scan, however large the library.
 */
export async function listContent(
  deps: CoreDeps,
  actor: Actor,
  input: ContentListInput,
): Promise<ContentListOutput> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await deps.db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.ownerId, actor.userId),
        cursor
          ? or(
              lt(contentItems.createdAt, cursor.at),
              and(eq(contentItems.createdAt, cursor.at), lt(contentItems.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(toContentItem),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
