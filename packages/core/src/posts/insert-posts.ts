import { randomUUID } from 'node:crypto';
import { posts, postAttachments, type PostRow, type PostTargetRow } from '@fanout/db/schema';
import type { Transaction } from '@fanout/db/client';
import { AppError, type CreatePostInput } from '@fanout/shared';
import type { Actor } from '../access';
import { createTargets, writeVariants } from '../targets';
import { postValues, targetValues, type OwnedAccount } from './post-parts';

/** Posts per statement: their rows, targets (up to 50 each) and media stay within the limit. */
const CHUNK = 500;

/** Target and media rows per statement (each a few parameters). */
const ROWS_PER_STATEMENT = 2000;

function slices<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** One checked post to write: its input, its accounts among the caller's, and when it is due. */
export interface PostToInsert {
  input: CreatePostInput;
  accounts: readonly OwnedAccount[];
  isDraft: boolean;
  dueAt: Date | null;
  queueGroupId?: string | null;
}

/**
 * The one writer of new posts (create-post.ts writes one, the CSV import many, ADR 0095): the post
 * rows, their media, their targets and their variants, in the caller's transaction, each kind of
 * row in one statement whatever the number of posts. The caller has checked the posts and the
 * credits; it enqueues the scheduled targets once the transaction has committed.
 */
export async function insertPosts(
  tx: Transaction,
  actor: Actor,
  items: readonly PostToInsert[],
): Promise<Array<{ post: PostRow; targets: PostTargetRow[] }>> {
  // PostgreSQL takes at most 65,535 parameters a statement: a 10,000-row import goes in slices.
  if (items.length > CHUNK) {
    const written: Array<{ post: PostRow; targets: PostTargetRow[] }> = [];
    for (let start = 0; start < items.length; start += CHUNK) {
      written.push(...(await insertPosts(tx, actor, items.slice(start, start + CHUNK))));
    }
    return written;
  }
  if (items.length === 0) return [];
  // Ids chosen here, so the targets and media rows can be written in bulk for every post at once.
  const ids = items.map(() => randomUUID());
  const rows = await tx
    .insert(posts)
    .values(
      items.map((item, index) => ({
        id: ids[index],
        ...postValues(actor, item.input, item.isDraft, item.dueAt),
        queueGroupId: item.queueGroupId ?? null,
      })),
    )
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const attachments = items.flatMap((item, index) =>
    item.input.attachments.map((contentId, position) => ({
      postId: ids[index] ?? '',
      contentId,
      position,
    })),
  );
  for (const slice of slices(attachments, ROWS_PER_STATEMENT)) {
    await tx.insert(postAttachments).values(slice);
  }
  const newTargets = items.flatMap((item, index) =>
    item.accounts.map((account) => ({
      postId: ids[index] ?? '',
      ownerId: actor.userId,
      ...targetValues(account, item.input, item.isDraft, item.dueAt),
    })),
  );
  const targets: PostTargetRow[] = [];
  for (const slice of slices(newTargets, ROWS_PER_STATEMENT)) {
    targets.push(...(await createTargets(tx, slice)));
  }
  const targetsByPost = new Map<string, PostTargetRow[]>();
  for (const target of targets) {
    const list = targetsByPost.get(target.postId);
    if (list) list.push(target);
    else targetsByPost.set(target.postId, [target]);
  }
  const written: Array<{ post: PostRow; targets: PostTargetRow[] }> = [];
  for (const [index, item] of items.entries()) {
    const post = byId.get(ids[index] ?? '');
    if (!post) throw new AppError('INTERNAL', 'The post could not be saved');
    const own = targetsByPost.get(post.id) ?? [];
    if (Object.keys(item.input.variants).length > 0) {
      await writeVariants(tx, post.id, own, item.input.variants);
    }
    written.push({ post, targets: own });
  }
  return written;
}
