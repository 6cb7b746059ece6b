import {
  DEFAULT_FACEBOOK_POST_OPTIONS,
  PLEASE_ENTER_CONTENT,
  REFERENCE_POSTS_MAX,
  REFERENCE_POSTS_MIN,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SELECT_AT_LEAST_ONE_PLATFORM,
  SELECT_DATE_AND_TIME,
  SELECT_FACEBOOK_PAGE_FIRST,
  SELECT_POSTING_OPTION,
  SELECT_REFERENCE_POSTS,
  accountNotConnected,
  attachmentNotFound,
  contentExceedsLimit,
  countTextFor,
  effectiveTextLimit,
  isBlank,
  textLengthCheck,
  tooManyReferencePosts,
  FIRST_COMMENT_LIMITS,
  PLATFORM_FOLLOW_UPS,
  firstCommentLabel,
  firstCommentNotSupported,
  followUpTextBlank,
  threadItemLabel,
  threadNotSupported,
  type PostVariantInput,
  variantAccountLabel,
  variantAccountNotSelected,
  variantMediaProblem,
  variantTextBlank,
  variantTextTooLong,
  type ContentItem,
  type CreatePostInput,
  type Platform,
} from '@fanout/shared';
import { checkMedia } from './check-media';
import { networkOptionsProblems } from './network-options-problems';
import { FACEBOOK_REELS_RULE, MEDIA_RULES, type MediaRule } from '@fanout/platforms';
import { throwFirstProblem, uniqueProblems, type PostProblem } from './post-problem';

/** A selected social account, as the caller loaded it among its own. */
export interface PostAccount {
  id: string;
  platform: Platform;
  platformUsername: string;
  facebookPageId: string | null;
}

export interface ValidatePostInput {
  post: CreatePostInput;
  /** The caller's accounts among `post.platforms`: an id missing here is not theirs (or is gone). */
  accounts: readonly PostAccount[];
  /** The caller's content items among `post.attachments`, in the post's order. */
  attachments: readonly ContentItem[];
  /** The caller's content items among the variants' attachments (ADR 0083), in any order. */
  variantMedia?: readonly ContentItem[];
  now: Date;
}

/**
 * Every rule of spec 000 §5 for a new post, in the spec's order: content, platforms, length,
 * schedule, Facebook, reference posts, attachments. Returns all problems (empty when valid).
 *
 * Drafts (Save Draft sends the same payload, spec 000 §7) keep what a person is still working on:
 * they need content (the spec says so) within the length limit, and what they reference must be
 * the caller's; they may have no platform, no time, a Facebook account without a page or options,
 * and media a platform cannot take yet. Those readiness rules apply when the post is published or
 * scheduled, which validates again with that status.
 */
export function validatePost({
  post,
  accounts,
  attachments,
  variantMedia = [],
  now,
}: ValidatePostInput): PostProblem[] {
  const problems: PostProblem[] = [];
  const isDraft = post.status === 'draft';

  if (isBlank(post.textContent)) {
    problems.push({ field: 'textContent', message: PLEASE_ENTER_CONTENT });
  }

  const accountsById = new Map(accounts.map((account) => [account.id, account]));
  const selected: PostAccount[] = [];
  if (post.platforms.length === 0 && !isDraft) {
    problems.push({ field: 'platforms', message: SELECT_AT_LEAST_ONE_PLATFORM });
  }
  for (const id of post.platforms) {
    const account = accountsById.get(id);
    if (account) selected.push(account);
    else problems.push({ field: 'platforms', message: accountNotConnected(id) });
  }

  // The spec's rule for the shared text, among the accounts that use it (ADR 0083).
  const length = textLengthCheck(
    selected
      .filter((account) => post.variants[account.id]?.textContent === undefined)
      .map((account) => account.platform),
    post.textContent,
  );
  if (!length.withinLimit) {
    problems.push({ field: 'textContent', message: contentExceedsLimit(length.limit) });
  }

  // Publish-now and drafts ignore scheduledAt here: only a scheduled post waits for it.
  if (post.status === 'scheduled') {
    if (post.scheduledAt === undefined) {
      problems.push({ field: 'scheduledAt', message: SELECT_DATE_AND_TIME });
    } else if (Date.parse(post.scheduledAt) <= now.getTime()) {
      problems.push({ field: 'scheduledAt', message: SCHEDULED_TIME_MUST_BE_FUTURE });
    }
  }

  if (!isDraft) {
    for (const account of selected) {
      if (account.platform !== 'facebook') continue;
      const field = `facebookOptions.${account.id}`;
      const options = post.facebookOptions[account.id] ?? DEFAULT_FACEBOOK_POST_OPTIONS;
      if (account.facebookPageId === null) {
        problems.push({ field, message: SELECT_FACEBOOK_PAGE_FIRST });
      } else if (!options.pagePost && !options.pageReels) {
        problems.push({ field, message: SELECT_POSTING_OPTION });
      }
    }
  }

  if (post.generationMode === 'ai_style_emulation') {
    const count = post.referencePostIds.length;
    if (count < REFERENCE_POSTS_MIN) {
      problems.push({ field: 'referencePostIds', message: SELECT_REFERENCE_POSTS });
    } else if (count > REFERENCE_POSTS_MAX) {
      problems.push({
        field: 'referencePostIds',
        message: tooManyReferencePosts(REFERENCE_POSTS_MAX),
      });
    }
  }

  const itemsById = new Map(attachments.map((item) => [item.id, item]));
  const items: ContentItem[] = [];
  for (const id of post.attachments) {
    const item = itemsById.get(id);
    if (item) items.push(item);
    else problems.push({ field: 'attachments', message: attachmentNotFound(id) });
  }
  const sharedMedia = selected.filter((account) => !post.variants[account.id]?.attachments);
  if (!isDraft) {
    for (const rule of mediaRulesFor(sharedMedia, post)) {
      for (const message of checkMedia(rule, items)) {
        problems.push({ field: 'attachments', message });
      }
    }
  }

  problems.push(...variantProblems(post, accountsById, { shared: items, variantMedia }, isDraft));
  return uniqueProblems(problems);
}

/**
 * Each variant against its own account's network (ADR 0083): an account among the selected, a
 * text that is not blank and fits that network's limit, media that are the caller's and that the
 * network takes, options of that network. Every message names the account.
 */
function variantProblems(
  post: CreatePostInput,
  accountsById: ReadonlyMap<string, PostAccount>,
  media: { shared: readonly ContentItem[]; variantMedia: readonly ContentItem[] },
  isDraft: boolean,
): PostProblem[] {
  const { variantMedia } = media;
  const problems: PostProblem[] = [];
  const selectedIds = new Set(post.platforms);
  const mediaById = new Map(variantMedia.map((item) => [item.id, item]));
  for (const [accountId, variant] of Object.entries(post.variants)) {
    const field = `variants.${accountId}`;
    if (!selectedIds.has(accountId)) {
      problems.push({ field, message: variantAccountNotSelected(accountId) });
      continue;
    }
    const account = accountsById.get(accountId);
    if (!account) continue; // reported among the platforms
    const label = variantAccountLabel(account);
    if (variant.textContent !== undefined) {
      if (isBlank(variant.textContent)) {
        problems.push({ field, message: variantTextBlank(label) });
      } else {
        const limit = effectiveTextLimit([account.platform]);
        const length = countTextFor(account.platform, variant.textContent);
        if (length > limit) {
          problems.push({ field, message: variantTextTooLong(label, length, limit) });
        }
      }
    }
    problems.push(...followUpProblems(field, label, account.platform, variant));
    const items: ContentItem[] = [];
    for (const id of variant.attachments ?? []) {
      const item = mediaById.get(id);
      if (item) items.push(item);
      else problems.push({ field, message: variantMediaProblem(label, attachmentNotFound(id)) });
    }
    problems.push(
      ...networkOptionsProblems({
        field,
        label,
        platform: account.platform,
        options: variant.options,
        media: variant.attachments === undefined ? media.shared : items,
        isDraft,
      }),
    );
    if (variant.attachments === undefined || isDraft) continue;
    for (const rule of mediaRulesFor([account], post)) {
      for (const message of checkMedia(rule, items)) {
        problems.push({ field, message: variantMediaProblem(label, message) });
      }
    }
  }
  return problems;
}

/**
 * A variant's thread or first comment (ADR 0084): only where the network has one
 * (PLATFORM_FOLLOW_UPS), each item's text not blank and within the network's limit for it.
 */
function followUpProblems(
  field: string,
  label: string,
  platform: Platform,
  variant: PostVariantInput,
): PostProblem[] {
  const problems: PostProblem[] = [];
  const kind = PLATFORM_FOLLOW_UPS[platform];
  const checkText = (itemLabel: string, text: string, limit: number) => {
    if (isBlank(text)) {
      problems.push({ field, message: followUpTextBlank(itemLabel) });
      return;
    }
    const length = countTextFor(platform, text);
    if (length > limit) {
      problems.push({ field, message: variantTextTooLong(itemLabel, length, limit) });
    }
  };
  if (variant.thread) {
    if (kind !== 'thread') {
      problems.push({ field, message: threadNotSupported(label, platform) });
    } else {
      variant.thread.forEach((reply, index) =>
        checkText(
          threadItemLabel(label, index + 2),
          reply.textContent,
          effectiveTextLimit([platform]),
        ),
      );
    }
  }
  if (variant.firstComment !== undefined) {
    if (kind !== 'first_comment') {
      problems.push({ field, message: firstCommentNotSupported(label, platform) });
    } else {
      checkText(firstCommentLabel(label), variant.firstComment, FIRST_COMMENT_LIMITS[platform]);
    }
  }
  return problems;
}

/** The media rules the selected accounts impose; a Facebook account adds its feed and/or Reels rule. */
function mediaRulesFor(selected: readonly PostAccount[], post: CreatePostInput): MediaRule[] {
  const rules = new Set<MediaRule>();
  for (const account of selected) {
    if (account.platform !== 'facebook') {
      rules.add(MEDIA_RULES[account.platform]);
      continue;
    }
    const options = post.facebookOptions[account.id] ?? DEFAULT_FACEBOOK_POST_OPTIONS;
    if (options.pagePost) rules.add(MEDIA_RULES.facebook);
    if (options.pageReels) rules.add(FACEBOOK_REELS_RULE);
  }
  return [...rules];
}

/** validatePost, throwing AppError('BAD_REQUEST') with the first problem's message. */
export function assertValidPost(input: ValidatePostInput): void {
  throwFirstProblem(validatePost(input));
}
