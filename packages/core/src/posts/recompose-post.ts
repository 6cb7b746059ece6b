import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { postAttachments, posts, postTargets, type PostTargetRow } from '@fanout/db/schema';
import {
  AppError,
  CREDITS_PER_PLATFORM,
  isComposable,
  type CreatePostInput,
  type Post,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { createTargets, removeTargets, rewriteTarget, writeVariants } from '../targets';
import { assertCreditsAvailable } from './credit-hold';
import { findOwnedPost } from './find-owned-post';
import {
  checkedPost,
  insertAttachments,
  postValues,
  targetValues,
  type OwnedAccount,
} from './post-parts';
import { cancelTargets, enqueueTargets } from './target-jobs';
import { toPost } from './to-post';

export const POST_ALREADY_OUT =
  'This post has already been published (or is being published) and can no longer be edited.';

/**
 * A draft or scheduled post saved from the composer with everything editable (ADR 0059):
 * text, title, accounts, media, variants, Facebook options, time, and whether it stays a draft, is scheduled
 * or goes out now — with createPost's rules. One transaction, holding the post's targets: targets
 * of accounts still chosen keep their ids, removed ones go, new ones come; the credits check counts
 * what the post already held as given back. After it, the removed targets' jobs are cancelled and
 * every waiting target's job is (re)enqueued by target id. A post with a target that has left for
 * a platform is refused, also when a run claimed one meanwhile.
 */
export async function recomposePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<CreatePostInput & { id: string }>,
): Promise<Post> {
  const { id } = input;
  const now = nowOf(deps);
  await findOwnedPost(deps, actor, id);
  const { accounts, isDraft, dueAt } = await checkedPost(deps, actor, input, now);
  const { row, current, removed, waiting } = await deps.db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, id))
      .for('update');
    if (!isComposable(current)) {
      throw new AppError('CONFLICT', POST_ALREADY_OUT);
    }
    if (!isDraft) {
      const held = current.filter((target) => target.state === 'scheduled').length;
      await assertCreditsAvailable(tx, actor.userId, accounts.length, held * CREDITS_PER_PLATFORM);
    }
    const [row] = await tx
      .update(posts)
      .set({ ...postValues(actor, input, isDraft, dueAt), queueGroupId: null, updatedAt: now })
      .where(and(eq(posts.id, id), eq(posts.ownerId, actor.userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Post not found');

    await tx.delete(postAttachments).where(eq(postAttachments.postId, id));
    await insertAttachments(tx, id, input.attachments);
    const { removed, waiting, chosen } = await replaceTargets(tx, {
      postId: id,
      ownerId: actor.userId,
      accounts,
      input,
      current,
      isDraft,
      dueAt,
      now,
    });
    await writeVariants(tx, id, chosen, input.variants);
    return { row, current, removed, waiting };
  });
  // A draft's targets have no job (all of them, if the post went back to a draft); a removed
  // target's job must not run.
  await cancelTargets(deps, isDraft ? current : removed);
  await enqueueTargets(deps, waiting);
  deps.logger.info(
    { postId: id, targets: waiting.length, removed: removed.length },
    'post recomposed',
  );
  return toPost(deps, row);
}

/**
 * The post's targets for the chosen accounts: an account's existing target is kept (same id) and
 * moved to the new state and time; targets of accounts no longer chosen are deleted; new accounts
 * get new targets. Returns the deleted targets, the chosen accounts' targets and, unless a draft,
 * the waiting ones.
 */
async function replaceTargets(
  tx: Transaction,
  change: {
    postId: string;
    ownerId: string;
    accounts: OwnedAccount[];
    input: CreatePostInput;
    current: PostTargetRow[];
    isDraft: boolean;
    dueAt: Date | null;
    now: Date;
  },
): Promise<{ removed: PostTargetRow[]; waiting: PostTargetRow[]; chosen: PostTargetRow[] }> {
  const { postId, ownerId, accounts, input, current, isDraft, dueAt, now } = change;
  const chosen = new Set(accounts.map((account) => account.id));
  const removed = current.filter(
    (target) => target.socialAccountId === null || !chosen.has(target.socialAccountId),
  );
  await removeTargets(
    tx,
    removed.map((target) => target.id),
  );
  const kept = new Map(current.map((target) => [target.socialAccountId, target]));
  const waiting: PostTargetRow[] = [];
  const chosenTargets: PostTargetRow[] = [];
  for (const account of accounts) {
    const values = targetValues(account, input, isDraft, dueAt);
    const existing = kept.get(account.id);
    const row = existing
      ? await rewriteTarget(tx, existing.id, values, now)
      : (await createTargets(tx, [{ postId, ownerId, ...values }]))[0];
    if (row) chosenTargets.push(row);
    if (row && !isDraft) waiting.push(row);
  }
  return { removed, waiting, chosen: chosenTargets };
}
