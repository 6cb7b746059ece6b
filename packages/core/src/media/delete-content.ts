import { and, eq } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { assertNotInUse, findContentUses } from './content-in-use';
import { CONTENT_NOT_FOUND_MESSAGE } from './find-owned-content';

/**
 * Deletes one of the actor's items: the row first (in a transaction with the in-use check), then
 * its stored files. A failure to remove a file is logged, never shown: the item is gone either way.
 */
export async function deleteContent(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<{ message: string }> {
  const { id } = input;
  const row = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.ownerId, actor.userId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
    assertNotInUse(await findContentUses(tx, id));
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    return locked;
  });
  for (const key of [row.storageKey, row.thumbnailKey]) {
    if (!key) continue;
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn(
        { err: error, key },
        'stored file of a deleted content item could not be removed',
      );
    });
  }
  return { message: `Deleted "${row.title}"` };
}
