import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { postAttachments, posts, postTargets } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { isWaiting } from '../targets';

/** A post that still needs a library item (a draft or a post waiting to publish). */
export interface ContentUse {
  postId: string;
  postTitle: string;
}

/**
 * Every post that still needs the item: one using it as an attachment while it is a draft or has a
 * target waiting to publish. Published posts do not hold it (their media is already out). Runs in
 * the delete's transaction so a post scheduled concurrently cannot slip through.
 */
export async function findContentUses(tx: Transaction, contentId: string): Promise<ContentUse[]> {
  const rows = await tx
    .selectDistinct({ postId: posts.id, postTitle: posts.title, createdAt: posts.createdAt })
    .from(postAttachments)
    .innerJoin(posts, eq(posts.id, postAttachments.postId))
    .where(
      and(
        eq(postAttachments.contentId, contentId),
        or(
          sql`not exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.state} <> 'draft')`,
          sql`exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${isWaiting()})`,
        ),
      ),
    )
    .orderBy(asc(posts.createdAt));
  return rows.map((row) => ({ postId: row.postId, postTitle: row.postTitle ?? '' }));
}

/** Refuses the delete with a message naming the post(s) that still use the item. */
export function assertNotInUse(uses: readonly ContentUse[]): void {
  const [first, ...rest] = uses;
  if (!first) return;
  const more = rest.length > 0 ? ` (and ${rest.length} other${rest.length > 1 ? 's' : ''})` : '';
  throw new AppError(
    'CONFLICT',
    `This item is still used by the unpublished post "${first.postTitle || 'Untitled Post'}"${more}. ` +
      'Remove it from the post or delete the post first.',
  );
}
