/** One post of the account's recent list, as the platform's list endpoint answered it. */
export interface ListedPost {
  id: string;
  /** The text as the adapter compares it (already undone from the platform's own escaping). */
  text: string;
  /** Creation time in ms, NaN when the platform's answer could not be read. */
  createdAt: number;
}

/** Saved just before the irreversible call, with the mark: where the read-back starts looking. */
export const ATTEMPTED_AT_HANDLE = 'post.attemptedAt';

/**
 * Clocks differ between us and the platform: a post made by our call may carry a creation time a
 * little before our own time of the attempt. Small on purpose: an identical post made earlier than
 * this is someone else's, not ours.
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * Finds the post our lost call made among the account's recent posts: exactly our text (trimmed,
 * line endings unified, NFC), created within [attempt − skew, now + skew]. One such post is ours;
 * none or several is 'cannot_tell' — a text match is the only link (no idempotency key), so the
 * reconcile never says "not published" from a list and never guesses between twins.
 */
export function matchRecentPost(
  posts: readonly ListedPost[],
  wanted: string,
  attemptedAt: number,
  now: number,
): ListedPost | 'cannot_tell' {
  const matches = recentMatches(posts, wanted, attemptedAt, now);
  const [match] = matches;
  return match && matches.length === 1 ? match : 'cannot_tell';
}

/** Saved with a first comment's irreversible mark (ADR 0084): where its read-back starts looking. */
export const COMMENT_ATTEMPTED_AT_HANDLE = 'comment.attemptedAt';

/**
 * Finds the first comment our lost call made among the comments the platform lists on the post,
 * already narrowed to our account's (ADR 0084): the same text and time rules as matchRecentPost.
 * Unlike a feed of recent posts, the list is the post's own and the adapters read it to its end,
 * so none means the comment was not made (null: sending it again is safe); several identical ones
 * in the window is 'cannot_tell'.
 */
export function matchOwnComment(
  comments: readonly ListedPost[],
  wanted: string,
  attemptedAt: number,
  now: number,
): ListedPost | null | 'cannot_tell' {
  const matches = recentMatches(comments, wanted, attemptedAt, now);
  const [match] = matches;
  if (!match) return null;
  return matches.length === 1 ? match : 'cannot_tell';
}

/** The posts with exactly our text, created within [attempt − skew, now + skew]. */
export function recentMatches(
  posts: readonly ListedPost[],
  wanted: string,
  attemptedAt: number,
  now: number,
): ListedPost[] {
  const text = comparable(wanted);
  return posts.filter(
    (post) =>
      comparable(post.text) === text &&
      post.createdAt >= attemptedAt - CLOCK_SKEW_MS &&
      post.createdAt <= now + CLOCK_SKEW_MS,
  );
}

export function comparable(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}
