import { PLATFORM_LABELS, PLATFORM_TEXT_LIMITS, type Platform } from '../platforms';

/**
 * What each network publishes after a post (ADR 0084), the one source the composer, the
 * validation and the publishing adapters read:
 * - `thread`: a chain of replies, each to the one before (X `reply.in_reply_to_tweet_id`, Bluesky
 *   `reply` with root and parent, Threads `reply_to_id`);
 * - `first_comment`: one comment on the post (LinkedIn, Facebook, Instagram, YouTube);
 * - null: neither (TikTok and Pinterest take no replies or comments from apps).
 */
export const FOLLOW_UP_KINDS = ['thread', 'first_comment'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const PLATFORM_FOLLOW_UPS: Record<Platform, FollowUpKind | null> = {
  twitter: 'thread',
  threads: 'thread',
  bluesky: 'thread',
  linkedin: 'first_comment',
  facebook: 'first_comment',
  instagram: 'first_comment',
  youtube: 'first_comment',
  tiktok: null,
  pinterest: null,
};

/**
 * A reply's or first comment's own state (ADR 0084), after its target was published: `pending`
 * until a run marks it `sending` just before the call that makes it public (from then on a lost
 * answer is reconciled, never sent again blindly), then `published` or `failed`.
 */
export const FOLLOW_UP_STATES = ['pending', 'sending', 'published', 'failed'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/** Why a network has neither, as the composer and the API say it. */
export const NO_FOLLOW_UP_REASONS: Partial<Record<Platform, string>> = {
  tiktok:
    "TikTok's API publishes videos and photos only: it takes no replies or comments from apps.",
  pinterest: 'Pinterest has no comments or replies in its API: a Pin is published on its own.',
};

/** Items after the post itself: a thread is at most the post and this many replies. */
export const THREAD_REPLIES_MAX = 24;

/**
 * A first comment's length limit per network (their documented comment limits; the post's own
 * limit where a network documents none lower).
 */
export const FIRST_COMMENT_LIMITS: Record<Platform, number> = {
  linkedin: 1250,
  facebook: 8000,
  instagram: 2200,
  youtube: 10_000,
  twitter: PLATFORM_TEXT_LIMITS.twitter,
  threads: PLATFORM_TEXT_LIMITS.threads,
  bluesky: PLATFORM_TEXT_LIMITS.bluesky,
  tiktok: PLATFORM_TEXT_LIMITS.tiktok,
  pinterest: PLATFORM_TEXT_LIMITS.pinterest,
};

export function threadNotSupported(accountLabel: string, platform: Platform): string {
  return `${accountLabel}: ${PLATFORM_LABELS[platform]} has no threads; ${
    PLATFORM_FOLLOW_UPS[platform] === 'first_comment'
      ? 'add a first comment instead'
      : (NO_FOLLOW_UP_REASONS[platform] ?? 'remove the thread')
  }`;
}
export function firstCommentNotSupported(accountLabel: string, platform: Platform): string {
  return `${accountLabel}: ${PLATFORM_LABELS[platform]} has no first comment; ${
    PLATFORM_FOLLOW_UPS[platform] === 'thread'
      ? 'add the text as a thread reply instead'
      : (NO_FOLLOW_UP_REASONS[platform] ?? 'remove the comment')
  }`;
}
export function threadTooLong(accountLabel: string, max: number): string {
  return `${accountLabel}: a thread takes at most ${max} replies after the post`;
}
/** "X (@fanout), item 3: 312 / 280 characters" (the post itself is item 1). */
export function threadItemLabel(accountLabel: string, item: number): string {
  return `${accountLabel}, item ${item}`;
}
export function firstCommentLabel(accountLabel: string): string {
  return `${accountLabel}, first comment`;
}
