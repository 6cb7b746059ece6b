import { and, eq } from 'drizzle-orm';
import { posts } from '@fanout/db/schema';
import { AppError, type Post, type UpdatePostInput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { moveScheduledTargets, readTargetVariants } from '../targets';
import { departedTargets, findOwnedPost } from './find-owned-post';
import { enqueueTargets } from './target-jobs';
import { toPost } from './to-post';
import { assertValidPostUpdate } from './validate-post-update';

/**
 * The edit form of Posts & Drafts (spec 000 §7 PUT /api/posts/{id}): title, content and, for
 * scheduled posts, the time. A new time moves the waiting targets and their jobs. Posts already
 * (being) published are refused: editing here would not change what the platform shows.
 */
export async function updatePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<UpdatePostInput & { id: string }>,
): Promise<Post> {
  const { id } = input;
  const { post, targets } = await findOwnedPost(deps, actor, id);
  if (departedTargets(targets).length > 0) {
    throw new AppError(
      'CONFLICT',
      'This post has already been published (or is being published) and can no longer be edited.',
    );
  }
  const waiting = targets.filter((t) => t.state === 'scheduled');
  const isScheduled = waiting.length > 0;
  const now = nowOf(deps);
  // The shared text is held to the limits of the targets that use it (ADR 0083).
  const variants = await readTargetVariants(
    deps.db,
    targets.map((t) => t.id),
  );
  assertValidPostUpdate({
    input,
    isScheduled,
    platforms: targets
      .filter((t) => (variants.get(t.id)?.textContent ?? null) === null)
      .map((t) => t.platform),
    now,
  });
  const scheduledAt = input.scheduledAt
    ? new Date(input.scheduledAt)
    : isScheduled
      ? post.scheduledAt
      : null;
  const moved = await deps.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        title: input.title.trim(),
        textContent: input.textContent,
        scheduledAt,
        // A time the user picked is theirs: the queue no longer places the post (ADR 0057).
        queueGroupId:
          scheduledAt?.getTime() === post.scheduledAt?.getTime() ? post.queueGroupId : null,
        updatedAt: now,
      })
      .where(and(eq(posts.id, id), eq(posts.ownerId, actor.userId)));
    if (!isScheduled || !scheduledAt) return [];
    return moveScheduledTargets(tx, id, scheduledAt, now);
  });
  // Re-enqueueing by target id replaces each waiting job: the job moves with the time.
  await enqueueTargets(deps, moved);
  const [updated] = await deps.db.select().from(posts).where(eq(posts.id, id));
  if (!updated) throw new AppError('NOT_FOUND', 'Post not found');
  return toPost(deps, updated);
}
