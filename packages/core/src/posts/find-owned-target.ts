import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { postTargets, type PostTargetRow } from '@fanout/db/schema';
import { AppError, TARGET_NOT_FOUND } from '@fanout/shared';

/**
 * The owner's target of the owner's post, locked for this transaction (two answers about one target
 * take turns), or 404: another user's target looks missing.
 */
export async function findOwnedTargetForUpdate(
  tx: Transaction,
  userId: string,
  ref: { postId: string; targetId: string },
): Promise<PostTargetRow> {
  const [target] = await tx
    .select()
    .from(postTargets)
    .where(
      and(
        eq(postTargets.id, ref.targetId),
        eq(postTargets.postId, ref.postId),
        eq(postTargets.ownerId, userId),
      ),
    )
    .for('update');
  if (!target) throw new AppError('NOT_FOUND', TARGET_NOT_FOUND);
  return target;
}
