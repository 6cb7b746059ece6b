import {
  contentExceedsLimit,
  countTextFor,
  CREDITS_PER_PLATFORM,
  effectiveTextLimit,
  INSUFFICIENT_CREDITS,
  isBlank,
  PLEASE_ENTER_CONTENT,
  REFERENCE_POSTS_MIN,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SELECT_AT_LEAST_ONE_PLATFORM,
  SELECT_DATE_AND_TIME,
  SELECT_FACEBOOK_PAGE_FIRST,
  SELECT_POSTING_OPTION,
  SELECT_REFERENCE_POSTS,
  textLengthCheck,
  firstCommentLabel,
  firstCommentNotSupported,
  followUpTextBlank,
  PLATFORM_FOLLOW_UPS,
  threadItemLabel,
  threadNotSupported,
  variantAccountLabel,
  variantTextBlank,
  variantTextTooLong,
  type CreatePostStatus,
  type Platform,
  type SocialAccount,
} from '@fanout/shared';
import { localDateTime } from '../schedule-time';
import { followUpLimit, followUpsOf } from './composer-follow-ups';
import { networkOptionsProblem } from './composer-network-options';
import { facebookOptionsOf, type ComposerState } from './composer-state';
import { usesSharedText, variantOverrides } from './composer-variants';

export type ComposerAccount = Pick<
  SocialAccount,
  'id' | 'platform' | 'platformUsername' | 'facebookPageId'
>;

export interface ComposerCheckContext {
  /** The connected accounts the composer lists. */
  accounts: readonly ComposerAccount[];
  /**
   * The available credits — the balance minus what scheduled posts hold — or undefined while it is
   * unknown (the server checks it anyway, with the same rule).
   */
  available: number | undefined;
  now: Date;
  /** The user's zone: the date and time fields are its wall clock. */
  timeZone: string;
}

/** The accounts checked in the composer, in the order they were checked. */
export function selectedAccounts<Account extends Pick<ComposerAccount, 'id'>>(
  state: Pick<ComposerState, 'accountIds'>,
  accounts: readonly Account[],
): Account[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return state.accountIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The platforms the shared text goes to: those of the selected accounts without a text of their own
 * (ADR 0083). The spec's limit — the smallest among them — applies to the shared text.
 */
export function sharedTextPlatforms(
  state: ComposerState,
  accounts: readonly ComposerAccount[],
): string[] {
  return selectedAccounts(state, accounts)
    .filter((account) => usesSharedText(state, account.id))
    .map((account) => account.platform);
}

/**
 * Why an account's own text cannot go out, in the server's words, or null: a blank text, or one
 * over its own network's limit as that network counts it.
 */
export function variantTextProblem(state: ComposerState, account: ComposerAccount): string | null {
  const text = variantOverrides(state, account.id).textContent;
  if (text === undefined) return null;
  const label = variantAccountLabel(account);
  if (isBlank(text)) return variantTextBlank(label);
  const limit = effectiveTextLimit([account.platform]);
  const length = countTextFor(account.platform, text);
  return length > limit ? variantTextTooLong(label, length, limit) : null;
}

/**
 * Why an account's thread or first comment cannot go out, in the server's words and order
 * (`followUpProblems` in validate-post.ts), or null: one its network does not have, then each
 * reply (item 2, 3, …) blank or over the network's post limit, then the first comment blank or
 * over the network's comment limit.
 */
export function followUpProblem(state: ComposerState, account: ComposerAccount): string | null {
  const { thread, firstComment } = followUpsOf(state, account.id);
  const { platform } = account;
  const label = variantAccountLabel(account);
  const kind = PLATFORM_FOLLOW_UPS[platform];
  if (thread.length > 0) {
    if (kind !== 'thread') return threadNotSupported(label, platform);
    const limit = followUpLimit(platform, 'thread');
    for (const [index, reply] of thread.entries()) {
      const itemLabel = threadItemLabel(label, index + 2);
      const problem = followUpTextProblem(itemLabel, platform, reply.textContent, limit);
      if (problem !== null) return problem;
    }
  }
  if (firstComment !== null) {
    if (kind !== 'first_comment') return firstCommentNotSupported(label, platform);
    const limit = followUpLimit(platform, 'first_comment');
    return followUpTextProblem(firstCommentLabel(label), platform, firstComment, limit);
  }
  return null;
}

function followUpTextProblem(
  itemLabel: string,
  platform: Platform,
  text: string,
  limit: number,
): string | null {
  if (isBlank(text)) return followUpTextBlank(itemLabel);
  const length = countTextFor(platform, text);
  return length > limit ? variantTextTooLong(itemLabel, length, limit) : null;
}

/** Spec 000 §9: 3 credits per selected platform (account). */
export function creditsNeeded(accountCount: number): number {
  return CREDITS_PER_PLATFORM * accountCount;
}

/**
 * Post Now and Schedule are blocked when the known available credits cannot pay for the post: the
 * balance minus the credits held by scheduled posts, as the server's hold counts them.
 */
export function hasInsufficientCredits(
  available: number | undefined,
  accountCount: number,
): boolean {
  return available !== undefined && available < creditsNeeded(accountCount);
}

/**
 * The composer's cost line: "Costs 27 credits · 36 available (12 held by scheduled posts)". The
 * parenthesis is left out when nothing is held, and everything after the cost while the balance
 * is unknown.
 */
export function creditsLine(
  accountCount: number,
  summary: { available: number; held: number } | undefined,
): string {
  const cost = `Costs ${creditsNeeded(accountCount)} credits`;
  if (!summary) return cost;
  const held = summary.held > 0 ? ` (${summary.held} held by scheduled posts)` : '';
  return `${cost} · ${summary.available} available${held}`;
}

/**
 * The first rule of spec 000 §5 the post breaks, with the spec's message, or null. The server
 * runs the same rules in the same order (content, platforms, length, schedule, Facebook,
 * reference posts, then credits) and has the last word; this only saves a round trip.
 * Drafts keep work in progress: they need content within the limit of the platforms chosen so
 * far and, in style mode, their reference posts, but no platform, time or Facebook page yet.
 * Variants (ADR 0083): the shared text's limit is the smallest among the accounts that use it,
 * and each account's own text is held to its own network's limit, drafts included, as the server
 * holds them (after the spec's rules), then its thread or first comment (ADR 0084), then its
 * network options (ADR 0088). Media rules are the server's alone, for variants as for the shared
 * media (a Reel's one video aside, which the Options section offers or not).
 */
export function composerProblem(
  state: ComposerState,
  status: CreatePostStatus,
  context: ComposerCheckContext,
): string | null {
  const isDraft = status === 'draft';
  if (isBlank(state.textContent)) return PLEASE_ENTER_CONTENT;

  const accounts = selectedAccounts(state, context.accounts);
  if (accounts.length === 0 && !isDraft) return SELECT_AT_LEAST_ONE_PLATFORM;

  const length = textLengthCheck(sharedTextPlatforms(state, context.accounts), state.textContent);
  if (!length.withinLimit) return contentExceedsLimit(length.limit);

  if (status === 'scheduled') {
    const when = localDateTime(state.date, state.time, context.timeZone);
    if (when === null) return SELECT_DATE_AND_TIME;
    if (when.getTime() <= context.now.getTime()) return SCHEDULED_TIME_MUST_BE_FUTURE;
  }

  if (!isDraft) {
    for (const account of accounts) {
      if (account.platform !== 'facebook') continue;
      if (!account.facebookPageId) return SELECT_FACEBOOK_PAGE_FIRST;
      const options = facebookOptionsOf(state, account.id);
      if (!options.pagePost && !options.pageReels) return SELECT_POSTING_OPTION;
    }
  }

  if (
    state.generationMode === 'ai_style_emulation' &&
    state.referencePostIds.length < REFERENCE_POSTS_MIN
  ) {
    return SELECT_REFERENCE_POSTS;
  }

  for (const account of accounts) {
    const problem =
      variantTextProblem(state, account) ??
      followUpProblem(state, account) ??
      networkOptionsProblem(state, account, isDraft);
    if (problem !== null) return problem;
  }

  if (!isDraft && hasInsufficientCredits(context.available, accounts.length)) {
    return INSUFFICIENT_CREDITS;
  }
  return null;
}
