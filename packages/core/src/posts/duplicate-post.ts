import { asc, eq } from 'drizzle-orm';
import { postAttachments } from '@fanout/db/schema';
import type { FacebookPostOptions, Post } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { createPost } from './create-post';
import { findOwnedPost } from './find-owned-post';
import { readPostVariants } from './post-variants';

/**
 * Duplicate, from a calendar card (ADR 0058): a new draft with the post's title, text,
 * media, accounts, variants (with their network options) and Facebook options, and no time — through createPost, so the draft rules,
 * the caller's own accounts and media (a disconnected account or deleted item simply drops out)
 * and the answer's shape are the usual ones.
 */
export async function duplicatePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<Post> {
  const { id } = input;
  const { post, targets } = await findOwnedPost(deps, actor, id);
  const [media, variants] = await Promise.all([
    deps.db
      .select({ contentId: postAttachments.contentId })
      .from(postAttachments)
      .where(eq(postAttachments.postId, id))
      .orderBy(asc(postAttachments.position)),
    readPostVariants(deps.db, id, actor.userId),
  ]);
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
      variants: Object.fromEntries(
        Object.entries(variants).map(([accountId, variant]) => [
          accountId,
          {
            textContent: variant.textContent ?? undefined,
            attachments: variant.attachments ?? undefined,
            thread:
              variant.thread.length > 0
                ? variant.thread.map((reply) => ({ textContent: reply.textContent }))
                : undefined,
            firstComment: variant.firstComment?.textContent,
            options: variant.options ?? undefined,
          },
        ]),
      ),
      generationMode: post.generationMode,
      generationPrompt: post.generationPrompt ?? undefined,
      referencePostIds: post.referencePostIds,
      aiProvider: post.aiProvider ?? undefined,
      generatedAt: post.generatedAt?.toISOString(),
      timeZone: post.timeZone ?? undefined,
    },
  });
}
