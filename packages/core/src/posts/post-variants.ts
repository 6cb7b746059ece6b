import { and, eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { postTargets, postVariants } from '@fanout/db/schema';
import type { ContentItem, PostVariantDetail } from '@fanout/shared';
import { toContentItem } from '../media/to-content-item';
import { readTargetVariants } from '../targets';

/** The post's variants as its page and the composer read them, keyed by social account id. */
export async function readPostVariants(
  executor: Pick<Executor, 'select'>,
  postId: string,
  ownerId: string,
): Promise<Record<string, PostVariantDetail>> {
  const targets = await executor
    .select({ id: postTargets.id, socialAccountId: postTargets.socialAccountId })
    .from(postTargets)
    .innerJoin(postVariants, eq(postVariants.targetId, postTargets.id))
    .where(and(eq(postTargets.postId, postId), eq(postTargets.ownerId, ownerId)));
  const variants = await readTargetVariants(
    executor,
    targets.map((target) => target.id),
  );
  const details: Record<string, PostVariantDetail> = {};
  for (const target of targets) {
    const variant = variants.get(target.id);
    if (!variant || !target.socialAccountId) continue;
    const media: ContentItem[] | null =
      variant.media?.filter((item) => item.ownerId === ownerId).map(toContentItem) ?? null;
    details[target.socialAccountId] = {
      targetId: target.id,
      textContent: variant.textContent,
      attachments: media?.map((item) => item.id) ?? null,
      media,
    };
  }
  return details;
}
