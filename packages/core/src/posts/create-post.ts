import { and, eq, inArray } from 'drizzle-orm';
import {
  contentItems,
  postAttachments,
  posts,
  postTargets,
  socialAccounts,
} from '@fanout/db/schema';
import type { Transaction } from '@fanout/db/client';
import { AppError, type ContentItem, type CreatePostInput, type Post } from '@fanout/shared';
import type { Actor } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { toContentItem } from '../media/to-content-item';
import { assertCreditsAvailable } from './credit-hold';
import { enqueueTargets } from './target-jobs';
import { toPost } from './to-post';
import { assertValidPost } from './validate-post';

/**
 * Saves a draft, schedules, or publishes now (spec 000 §7 POST /api/posts). Every rule of spec 000 §5
 * is checked on the server with the caller's own accounts and media; scheduling and publishing also
 * need the credits, checked and held in the same transaction that creates the targets.
 */
/** A time picked inside the creating transaction: a queue's slot (queue/add-to-queue.ts). */
export interface QueuePlacement {
  queueGroupId: string;
  dueAt: (tx: Transaction) => Promise<Date>;
}

export async function createPost(
  deps: CoreDeps,
  actor: Actor,
  input: CreatePostInput,
  placement?: QueuePlacement,
): Promise<Post> {
  const now = nowOf(deps);
  const accounts = await ownedAccounts(deps, actor, input.platforms);
  const attachments = await ownedMedia(deps, actor, input.attachments);
  assertValidPost({ post: input, accounts, attachments, now });
  await assertOwnReferencePosts(deps, actor, input);

  const isDraft = input.status === 'draft';
  const checkedDueAt = isDraft
    ? null
    : input.status === 'published'
      ? now
      : new Date(input.scheduledAt ?? now);
  const { post, targets } = await deps.db.transaction(async (tx) => {
    const dueAt = placement ? await placement.dueAt(tx) : checkedDueAt;
    if (!isDraft) await assertCreditsAvailable(tx, actor.userId, accounts.length);
    const [post] = await tx
      .insert(posts)
      .values({
        ...postValues(actor, input, isDraft, dueAt),
        queueGroupId: placement?.queueGroupId ?? null,
      })
      .returning();
    if (!post) throw new AppError('INTERNAL', 'The post could not be saved');
    if (input.attachments.length) {
      await tx.insert(postAttachments).values(
        input.attachments.map((contentId, position) => ({
          postId: post.id,
          contentId,
          position,
        })),
      );
    }
    const targets = accounts.length
      ? await tx
          .insert(postTargets)
          .values(
            accounts.map((account) => ({
              postId: post.id,
              ownerId: actor.userId,
              socialAccountId: account.id,
              platform: account.platform,
              state: isDraft ? ('draft' as const) : ('scheduled' as const),
              dueAt,
              facebookOptions: facebookOptionsFor(account, input),
            })),
          )
          .returning()
      : [];
    return { post, targets };
  });
  await enqueueTargets(deps, targets);
  deps.logger.info({ postId: post.id, targets: targets.length, draft: isDraft }, 'post created');
  return toPost(deps, post);
}

type OwnedAccount = Awaited<ReturnType<typeof ownedAccounts>>[number];

/** The caller's accounts among the selected ids (another user's id is simply not found). */
async function ownedAccounts(deps: CoreDeps, actor: Actor, accountIds: readonly string[]) {
  if (!accountIds.length) return [];
  return deps.db
    .select({
      id: socialAccounts.id,
      platform: socialAccounts.platform,
      facebookPageId: socialAccounts.facebookPageId,
    })
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.ownerId, actor.userId), inArray(socialAccounts.id, [...accountIds])),
    );
}

/** The caller's library items among the attachments, in the attachments' order. */
async function ownedMedia(
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
async function assertOwnReferencePosts(deps: CoreDeps, actor: Actor, input: CreatePostInput) {
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

function postValues(actor: Actor, input: CreatePostInput, isDraft: boolean, dueAt: Date | null) {
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
