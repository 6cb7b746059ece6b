import { and, asc, or, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import {
  postAttachments,
  posts,
  postTargets,
  postVariantAttachments,
  postVariants,
} from '@fanout/db/schema';
import { AppError, postHeadline } from '@fanout/shared';
import { isWaiting } from '../targets';

/** A post that still needs a library item (a draft or a post waiting to publish). */
export interface ContentUse {
  postId: string;
  /** Its title, else a snippet of its text (`postHeadline`), as the web app names it. */
  postName: string;
}

/**
 * Every post that still needs the item: one using it as an attachment (shared or a variant's) while
 * it is a draft or has a target waiting to publish. Published posts do not hold it (their media is
 * already out). Runs in the delete's transaction so a post scheduled concurrently cannot slip through.
 */
export async function findContentUses(tx: Transaction, contentId: string): Promise<ContentUse[]> {
  // As a shared attachment or in a target's own media (ADR 0083).
  const usingPosts = sql`(
    select ${postAttachments.postId} from ${postAttachments} where ${postAttachments.contentId} = ${contentId}
    union
    select ${postVariants.postId} from ${postVariantAttachments}
      join ${postVariants} on ${postVariants.targetId} = ${postVariantAttachments.targetId}
     where ${postVariantAttachments.contentId} = ${contentId})`;
  const rows = await tx
    .select({
      postId: posts.id,
      title: posts.title,
      textContent: posts.textContent,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(
      and(
        sql`${posts.id} in ${usingPosts}`,
        or(
          sql`not exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.state} <> 'draft')`,
          sql`exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${isWaiting()})`,
        ),
      ),
    )
    .orderBy(asc(posts.createdAt));
  return rows.map((row) => ({ postId: row.postId, postName: postHeadline(row) }));
}

/** Refuses the delete with a message naming the post(s) that still use the item. */
export function assertNotInUse(uses: readonly ContentUse[]): void {
  const [first, ...rest] = uses;
  if (!first) return;
  const more = rest.length > 0 ? ` (and ${rest.length} other${rest.length > 1 ? 's' : ''})` : '';
  throw new AppError(
    'CONFLICT',
    `This item is still used by the unpublished post "${first.postName}"${more}. ` +
      'Remove it from the post or delete the post first.',
  );
}
