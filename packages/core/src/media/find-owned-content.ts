import { and, eq } from 'drizzle-orm';
import { contentItems, type ContentItemRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';

export const CONTENT_NOT_FOUND_MESSAGE = 'Content item not found';

/**
 * The actor's item, or 404. Another user's item is indistinguishable from a missing one, so ids
 * cannot be probed.
 */
export async function findOwnedContent(
  deps: CoreDeps,
  actor: Actor,
  id: string,
): Promise<ContentItemRow> {
  const [row] = await deps.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.ownerId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}
