import { and, eq } from 'drizzle-orm';
import { posts } from '@fanout/db/schema';
import { AppError, postHeadline } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { departedTargets, findOwnedPost } from './find-owned-post';
import { cancelTargets } from './target-jobs';

/** Deletes a draft or scheduled post and cancels its jobs; published posts stay (they are history). */
export async function deletePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<{ message: string }> {
  const { id } = input;
  const { post, targets } = await findOwnedPost(deps, actor, id);
  if (departedTargets(targets).length > 0) {
    throw new AppError(
      'CONFLICT',
      'This post has already been published (or is being published) and cannot be deleted here.',
    );
  }
  await cancelTargets(deps, targets);
  await deps.db.delete(posts).where(and(eq(posts.id, id), eq(posts.ownerId, actor.userId)));
  return { message: `Deleted "${postHeadline(post)}"` };
}
