import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  contentItems,
  postAttachments,
  posts,
  postTargets,
  socialAccounts,
} from '@fanout/db/schema';
import { AppError, type Post, type PostDetail } from '@fanout/shared';
import { toSocialAccount } from '../accounts/to-social-account';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toContentItem } from '../media/to-content-item';
import { POST_NOT_FOUND } from './find-owned-post';
import { postJson } from './post-json';
import { readPostVariants } from './post-variants';

/**
 * The caller's post for its own page (ADR 0055): the same JSON mapping as the lists, its media in
 * attachment order, and its accounts' names. Another user's post is a 404, like a missing one.
 */
export async function getPost(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<{ id: string }, Pick<Actor, 'userId'>>,
): Promise<PostDetail> {
  const { id } = input;
  const [found] = await deps.db
    .select({ json: postJson() })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.ownerId, owner.userId)));
  if (!found) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const post = JSON.parse(found.json) as Post;

  // Three reads that need only the post's id and targets: together.
  const accountIds = post.platforms.flatMap((t) => (t.socialAccountId ? [t.socialAccountId] : []));
  const [media, accounts, options, variants] = await Promise.all([
    deps.db
      .select({ item: contentItems })
      .from(postAttachments)
      .innerJoin(contentItems, eq(contentItems.id, postAttachments.contentId))
      .where(and(eq(postAttachments.postId, id), eq(contentItems.ownerId, owner.userId)))
      .orderBy(asc(postAttachments.position)),
    accountIds.length === 0
      ? []
      : deps.db
          .select()
          .from(socialAccounts)
          .where(
            and(inArray(socialAccounts.id, accountIds), eq(socialAccounts.ownerId, owner.userId)),
          ),
    deps.db
      .select({ accountId: postTargets.socialAccountId, options: postTargets.facebookOptions })
      .from(postTargets)
      .where(eq(postTargets.postId, id)),
    readPostVariants(deps.db, id, owner.userId),
  ]);

  return {
    ...post,
    facebookOptions: Object.fromEntries(
      options.flatMap((row) =>
        row.accountId && row.options ? [[row.accountId, row.options]] : [],
      ),
    ),
    media: media.map((row) => toContentItem(row.item)),
    variants,
    accountNames: Object.fromEntries(
      accounts.map((row) => [row.id, toSocialAccount(row).displayName]),
    ),
  };
}
