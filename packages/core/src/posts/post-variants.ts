import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { postFollowUps, postTargets, postVariants, type PostFollowUpRow } from '@fanout/db/schema';
import {
  parseNetworkOptions,
  type ContentItem,
  type FollowUpDetail,
  type NetworkOptionsDetail,
  type Platform,
  type PostVariantDetail,
} from '@fanout/shared';
import { toContentItem } from '../media/to-content-item';
import { readTargetVariants } from '../targets';

/** The post's variants as its page and the composer read them, keyed by social account id. */
export async function readPostVariants(
  executor: Pick<Executor, 'select'>,
  postId: string,
  ownerId: string,
): Promise<Record<string, PostVariantDetail>> {
  const targets = await executor
    .select({
      id: postTargets.id,
      socialAccountId: postTargets.socialAccountId,
      platform: postTargets.platform,
    })
    .from(postTargets)
    .innerJoin(postVariants, eq(postVariants.targetId, postTargets.id))
    .where(and(eq(postTargets.postId, postId), eq(postTargets.ownerId, ownerId)));
  const targetIds = targets.map((target) => target.id);
  const [variants, followUps] = await Promise.all([
    readTargetVariants(executor, targetIds),
    targetIds.length === 0
      ? []
      : executor
          .select()
          .from(postFollowUps)
          .where(inArray(postFollowUps.targetId, targetIds))
          .orderBy(asc(postFollowUps.targetId), asc(postFollowUps.position)),
  ]);
  const followUpsOf = new Map<string, PostFollowUpRow[]>();
  for (const row of followUps) {
    const list = followUpsOf.get(row.targetId);
    if (list) list.push(row);
    else followUpsOf.set(row.targetId, [row]);
  }
  const details: Record<string, PostVariantDetail> = {};
  for (const target of targets) {
    const own = followUpsOf.get(target.id) ?? [];
    const variant = variants.get(target.id);
    if (!variant || !target.socialAccountId) continue;
    const media: ContentItem[] | null =
      variant.media?.filter((item) => item.ownerId === ownerId).map(toContentItem) ?? null;
    details[target.socialAccountId] = {
      targetId: target.id,
      textContent: variant.textContent,
      attachments: media?.map((item) => item.id) ?? null,
      media,
      thread: own.filter((row) => row.kind === 'thread').map(toFollowUpDetail),
      firstComment:
        own.filter((row) => row.kind === 'first_comment').map(toFollowUpDetail)[0] ?? null,
      options: optionsDetail(target.platform, variant.options),
    };
  }
  return details;
}

/**
 * The stored options with every default filled in, as the run will use them; null on a network
 * without options. (Options this version would refuse are never written by it; should a later
 * rule refuse stored ones, the page shows the defaults and the run refuses them by name.)
 */
function optionsDetail(
  platform: Platform,
  stored: Record<string, unknown> | null,
): NetworkOptionsDetail | null {
  const parsed = parseNetworkOptions(platform, stored);
  const defaults = parseNetworkOptions(platform, null);
  const options = parsed.ok ? parsed.options : defaults.ok ? defaults.options : null;
  return options?.values ?? null;
}

function toFollowUpDetail(row: PostFollowUpRow): FollowUpDetail {
  return {
    textContent: row.textContent,
    state: row.state,
    platformPostId: row.platformPostId,
    url: row.platformPostUrl,
    errorMessage: row.errorMessage,
  };
}
