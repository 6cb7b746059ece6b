import { asc, eq } from 'drizzle-orm';
import { postAttachments } from '@fanout/db/schema';
import type { FacebookPostOptions, Post } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { createPost } from './create-post';
import { findOwnedPost } from './find-owned-post';

/**
 * Duplicate, from a calendar card (ADR 0058): a new draft with the post's title, text,
 * media, accounts and Facebook options, and no time — through createPost, so the draft rules,
 * the caller's own accounts and media (a disconnected account or deleted item simply drops out)
 * and the answer's shape are the usual ones.
 */
export async function duplicatePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<Post> {
  const { id } = input;
  const { post, targets } = await findOwnedPost(deps, actor, id);
  const media = await deps.db
    .select({ contentId: postAttachments.contentId })
    .from(postAttachments)
    .where(eq(postAttachments.postId, id))
    .orderBy(asc(postAttachments.position));
  const accountIds = targets.flatMap((target) =>
    target.socialAccountId ? [target.socialAccountId] : [],
  );
  const facebookOptions: Record<string, FacebookPostOptions> = {};
  for (const target of targets) {
    if (target.socialAccountId && target.facebookOptions) {
      facebookOptions[target.socialAccountId] = target.facebookOptions;
    }
  }
  return createPost(deps, {
    actor,
    input: {
      title: post.title,
      textContent: post.textContent,
      platforms: [...new Set(accountIds)],
      status: 'draft',
      scheduledAt: undefined,
      attachments: media.map((item) => item.contentId),
      facebookOptions,
      generationMode: post.generationMode,
      generationPrompt: post.generationPrompt ?? undefined,
      referencePostIds: post.referencePostIds,
      aiProvider: post.aiProvider ?? undefined,
      generatedAt: post.generatedAt?.toISOString(),
      timeZone: post.timeZone ?? undefined,
    },
  });
}
