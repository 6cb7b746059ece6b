import { eq } from 'drizzle-orm';
import { posts, type PostRow } from '@fanout/db/schema';
import type { Post } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { postJson } from './post-json';

/**
 * The API shape of one post, through the same SQL mapping as the lists (post-json.ts), so a
 * mutation's answer and the next list read can never disagree.
 */
export async function toPost(deps: CoreDeps, row: PostRow): Promise<Post> {
  const [found] = await deps.db
    .select({ json: postJson() })
    .from(posts)
    .where(eq(posts.id, row.id));
  if (!found) throw new Error('post mapping failed');
  return JSON.parse(found.json) as Post;
}
