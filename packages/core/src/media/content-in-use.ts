import { AppError } from '@fanout/shared';
import type { Database } from '@fanout/db/client';

/** Something that still needs a library item, e.g. a scheduled post carrying it as an attachment. */
export interface ContentUse {
  postId: string;
  postTitle: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every use that forbids deleting the item. Nothing references library items yet; the posts issue
 * adds its query here (scheduled posts whose attachments include the item), inside the same
 * transaction as the delete so a post scheduled concurrently cannot slip through.
 */
export async function findContentUses(_tx: Transaction, _contentId: string): Promise<ContentUse[]> {
  return [];
}

/** Refuses the delete with a message naming the post(s) that still use the item. */
export function assertNotInUse(uses: readonly ContentUse[]): void {
  const [first, ...rest] = uses;
  if (!first) return;
  const more =
    rest.length > 0 ? ` and ${rest.length} other scheduled post${rest.length > 1 ? 's' : ''}` : '';
  throw new AppError(
    'CONFLICT',
    `This item is used by the scheduled post "${first.postTitle || 'Untitled Post'}"${more}. ` +
      'Remove it from the post or delete the post first.',
  );
}
