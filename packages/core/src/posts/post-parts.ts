import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { contentItems, postAttachments, posts, socialAccounts } from '@fanout/db/schema';
import { AppError, type ContentItem, type CreatePostInput } from '@fanout/shared';
import { variantAttachmentIds } from '../targets';
import { assertValidPost } from './validate-post';
import { assertPinterestBoards } from './check-pinterest-boards';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { toContentItem } from '../media/to-content-item';

/**
 * What creating and re-composing a post share (create-post.ts, recompose-post.ts): the caller's own
 * accounts and media among the chosen ids, the reference-post check, and the post row's values.
 */

export type OwnedAccount = Awaited<ReturnType<typeof ownedAccounts>>[number];

/** The caller's accounts among the selected ids (another user's id is simply not found). */
export async function ownedAccounts(deps: CoreDeps, actor: Actor, accountIds: readonly string[]) {
  if (!accountIds.length) return [];
  return deps.db
    .select({
      id: socialAccounts.id,
      platform: socialAccounts.platform,
      platformUsername: socialAccounts.platformUsername,
      facebookPageId: socialAccounts.facebookPageId,
    })
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.ownerId, actor.userId), inArray(socialAccounts.id, [...accountIds])),
    );
}

/** The caller's library items among the attachments, in the attachments' order. */
export async function ownedMedia(
  deps: CoreDeps,
  actor: Actor,
  attachmentIds: readonly string[],
): Promise<ContentItem[]> {
  const ownedMedia = attachmentIds.length
    ? await deps.db
        .select()
        .from(contentItems)
        .where(
          and(eq(contentItems.ownerId, actor.userId), inArray(contentItems.id, [...attachmentIds])),
        )
    : [];
  const byId = new Map(ownedMedia.map((row) => [row.id, toContentItem(row)]));
  return attachmentIds
    .map((id) => byId.get(id))
    .filter((item): item is ContentItem => Boolean(item));
}

/** Style emulation learns only from the caller's own posts. */
export async function assertOwnReferencePosts(
  deps: CoreDeps,
  actor: Actor,
  input: CreatePostInput,
) {
  if (input.generationMode !== 'ai_style_emulation' || input.referencePostIds.length === 0) return;
  const own = await deps.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.ownerId, actor.userId), inArray(posts.id, input.referencePostIds)));
  if (own.length !== new Set(input.referencePostIds).size) {
    throw new AppError(
      'BAD_REQUEST',
      'Reference posts must be your own posts; one of them was not found.',
    );
  }
}

export function postValues(
  actor: Actor,
  input: CreatePostInput,
  isDraft: boolean,
  dueAt: Date | null,
) {
  return {
    ownerId: actor.userId,
    title: input.title?.trim() || null,
    textContent: input.textContent,
    scheduledAt: isDraft ? (input.scheduledAt ? new Date(input.scheduledAt) : null) : dueAt,
    timeZone: input.timeZone ?? null,
    generationMode: input.generationMode,
    generationPrompt: input.generationMode === 'ai_topic' ? (input.generationPrompt ?? null) : null,
    referencePostIds:
      input.generationMode === 'ai_style_emulation' ? (input.referencePostIds ?? []) : [],
    aiProvider: input.generationMode === 'predefined' ? null : (input.aiProvider ?? null),
    generatedAt: input.generatedAt ? new Date(input.generatedAt) : null,
  };
}

function facebookOptionsFor(account: OwnedAccount, input: CreatePostInput) {
  if (account.platform !== 'facebook') return null;
  return {
    pagePost: input.facebookOptions[account.id]?.pagePost ?? true,
    pageReels: input.facebookOptions[account.id]?.pageReels ?? false,
  };
}

/** A target's values for one chosen account: waiting at `dueAt`, or a draft without a time. */
export function targetValues(
  account: OwnedAccount,
  input: CreatePostInput,
  isDraft: boolean,
  dueAt: Date | null,
) {
  return {
    socialAccountId: account.id,
    platform: account.platform,
    state: isDraft ? ('draft' as const) : ('scheduled' as const),
    dueAt,
    facebookOptions: facebookOptionsFor(account, input),
  };
}

/** The post's media, in the composer's order. */
export async function insertAttachments(
  tx: Transaction,
  postId: string,
  attachments: readonly string[],
): Promise<void> {
  if (attachments.length === 0) return;
  await tx
    .insert(postAttachments)
    .values(attachments.map((contentId, position) => ({ postId, contentId, position })));
}

/**
 * The post as the composer or an integrator sent it, checked against spec 000 §5 with the caller's
 * own accounts and media, and when its targets are due: none for a draft, now for Post Now.
 */
export async function checkedPost(deps: CoreDeps, actor: Actor, input: CreatePostInput, now: Date) {
  const [accounts, attachments, variantMedia] = await Promise.all([
    ownedAccounts(deps, actor, input.platforms),
    ownedMedia(deps, actor, input.attachments),
    ownedMedia(deps, actor, variantAttachmentIds(input.variants)),
  ]);
  assertValidPost({ post: input, accounts, attachments, variantMedia, now });
  await assertOwnReferencePosts(deps, actor, input);
  await assertPinterestBoards(deps, actor, input, accounts);
  const isDraft = input.status === 'draft';
  const dueAt = isDraft
    ? null
    : input.status === 'published'
      ? now
      : new Date(input.scheduledAt ?? now);
  return { accounts, isDraft, dueAt };
}
