import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '@fanout/db/client';
import {
  contentItems,
  postFollowUps,
  postVariantAttachments,
  postVariants,
} from '@fanout/db/schema';
import {
  AppError,
  parseNetworkOptions,
  type Platform,
  type PostVariantsInput,
} from '@fanout/shared';

/**
 * A target's variant (ADR 0083): its own text and media, in `post_variants` and
 * `post_variant_attachments` beside its row, and its network's options (network-options.ts). Written with the post's targets in the same
 * transaction (create, recompose), read by the post's page and the publishing run.
 */

/** Every library id the variants name, in first-seen order (checked as the caller's own). */
export function variantAttachmentIds(variants: PostVariantsInput): string[] {
  const ids = new Set<string>();
  for (const variant of Object.values(variants)) {
    for (const id of variant.attachments ?? []) ids.add(id);
  }
  return [...ids];
}

/**
 * Replaces the post's variants with `variants` (keyed by account id) for its targets, with their
 * thread replies and first comments (ADR 0084) and their network options, stored as parsed for
 * the target's network (every default filled in): a target whose account has no variant uses the
 * shared text and media and its network's defaults. Only while no target has left (the callers'
 * rule), so no follow-up has started.
 */
export async function writeVariants(
  tx: Transaction,
  postId: string,
  targets: ReadonlyArray<{ id: string; socialAccountId: string | null; platform: Platform }>,
  variants: PostVariantsInput,
): Promise<void> {
  await Promise.all([
    tx.delete(postVariants).where(eq(postVariants.postId, postId)),
    tx.delete(postFollowUps).where(eq(postFollowUps.postId, postId)),
  ]);
  const rows = targets.flatMap((target) => {
    const variant = target.socialAccountId ? variants[target.socialAccountId] : undefined;
    return variant ? [{ target, variant }] : [];
  });
  if (rows.length === 0) return;
  await tx.insert(postVariants).values(
    rows.map(({ target, variant }) => ({
      targetId: target.id,
      postId,
      textContent: variant.textContent ?? null,
      ownMedia: variant.attachments !== undefined,
      options: storedOptions(target.platform, variant.options),
    })),
  );
  const media = rows.flatMap(({ target, variant }) =>
    (variant.attachments ?? []).map((contentId, position) => ({
      targetId: target.id,
      contentId,
      position,
    })),
  );
  if (media.length > 0) await tx.insert(postVariantAttachments).values(media);
  const followUps = rows.flatMap(({ target, variant }) => [
    ...(variant.thread ?? []).map((reply, index) => ({
      targetId: target.id,
      postId,
      kind: 'thread' as const,
      position: index + 1,
      textContent: reply.textContent,
    })),
    ...(variant.firstComment === undefined
      ? []
      : [
          {
            targetId: target.id,
            postId,
            kind: 'first_comment' as const,
            position: 1,
            textContent: variant.firstComment,
          },
        ]),
  ]);
  if (followUps.length > 0) await tx.insert(postFollowUps).values(followUps);
}

/** The options as stored: parsed for the network (validated before, so this cannot refuse). */
function storedOptions(
  platform: Platform,
  options: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (options === undefined) return null;
  const parsed = parseNetworkOptions(platform, options);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.problems.join('; '));
  return parsed.options?.values ?? null;
}

/** One target's variant as a run reads it: null text or media means the shared one. */
export interface TargetVariant {
  textContent: string | null;
  /** The variant's own media in order (owner-checked by the caller), or null for the shared media. */
  media: Array<typeof contentItems.$inferSelect> | null;
  /** How many replies or first comments follow the post (ADR 0084). */
  followUps: number;
  /** The network options as stored (parse them for the target's network); null: the defaults. */
  options: Record<string, unknown> | null;
}

/**
 * The variants of the given targets, by target id (a target without one is absent). Most targets
 * have none: their media and follow-ups are not looked for.
 */
export async function readTargetVariants(
  executor: Pick<Executor, 'select'>,
  targetIds: readonly string[],
): Promise<Map<string, TargetVariant>> {
  if (targetIds.length === 0) return new Map();
  const variants = await executor
    .select()
    .from(postVariants)
    .where(inArray(postVariants.targetId, [...targetIds]));
  const byTarget = new Map<string, TargetVariant>();
  if (variants.length === 0) return byTarget;
  const withMedia = variants.filter((row) => row.ownMedia).map((row) => row.targetId);
  const [media, followUps] = await Promise.all([
    withMedia.length === 0
      ? []
      : executor
          .select({ targetId: postVariantAttachments.targetId, item: contentItems })
          .from(postVariantAttachments)
          .innerJoin(contentItems, eq(contentItems.id, postVariantAttachments.contentId))
          .where(inArray(postVariantAttachments.targetId, withMedia))
          .orderBy(asc(postVariantAttachments.targetId), asc(postVariantAttachments.position)),
    executor
      .select({ targetId: postFollowUps.targetId, count: count() })
      .from(postFollowUps)
      .where(
        inArray(
          postFollowUps.targetId,
          variants.map((row) => row.targetId),
        ),
      )
      .groupBy(postFollowUps.targetId),
  ]);
  const followUpCounts = new Map(followUps.map((row) => [row.targetId, row.count]));
  for (const row of variants) {
    byTarget.set(row.targetId, {
      textContent: row.textContent,
      media: row.ownMedia ? [] : null,
      followUps: followUpCounts.get(row.targetId) ?? 0,
      options: row.options ?? null,
    });
  }
  for (const row of media) byTarget.get(row.targetId)?.media?.push(row.item);
  return byTarget;
}
