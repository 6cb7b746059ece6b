import { and, eq } from 'drizzle-orm';
import { posts, postTargets, type PostRow, type PostTargetRow } from '@fanout/db/schema';
import { AppError, hasDeparted } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';

export const POST_NOT_FOUND = 'Post not found';

/** The actor's post with its targets, or 404 (another user's post looks missing). */
export async function findOwnedPost(
  deps: CoreDeps,
  actor: Actor,
  id: string,
): Promise<{ post: PostRow; targets: PostTargetRow[] }> {
  const [post] = await deps.db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.ownerId, actor.userId)));
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const targets = await deps.db.select().from(postTargets).where(eq(postTargets.postId, id));
  return { post, targets };
}

/** Targets that already left (or are leaving) for a platform: the post can no longer change there. */
export function departedTargets(targets: readonly PostTargetRow[]): PostTargetRow[] {
  return targets.filter((t) => hasDeparted(t.state));
}
