import { aiMediaGenerations, type AiMediaGenerationRow } from '@fanout/db/schema';
import type { AiMediaStatus } from '@fanout/shared';
import { and, eq } from 'drizzle-orm';
import { nowOf, type CoreDeps } from '../deps';
import { addNotification } from '../notifications/add-notification';

/**
 * Marks a library generation failed with `reason` (a sentence written for users, never a key) and
 * tells its owner with an `ai_generation_failed` notification, in one transaction. Only while the
 * row is still `from`: a generation is failed, and its owner told, once, whether by its job or by
 * the stuck-generation sweep. Returns whether this call failed it.
 */
export async function failMediaGeneration(
  deps: Pick<CoreDeps, 'db' | 'now'>,
  generation: Pick<AiMediaGenerationRow, 'id' | 'userId' | 'title' | 'type'>,
  reason: string,
  from: Extract<AiMediaStatus, 'queued' | 'running'>,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const failed = await tx
      .update(aiMediaGenerations)
      .set({ status: 'failed', error: reason, finishedAt: nowOf(deps) })
      .where(and(eq(aiMediaGenerations.id, generation.id), eq(aiMediaGenerations.status, from)))
      .returning({ id: aiMediaGenerations.id });
    if (failed.length === 0) return false;
    await addNotification(tx, {
      userId: generation.userId,
      kind: 'ai_generation_failed',
      title: 'Generation Failed',
      body: `"${generation.title}" (${generation.type}): ${reason}`,
    });
    return true;
  });
}
