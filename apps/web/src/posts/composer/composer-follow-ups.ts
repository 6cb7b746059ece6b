import {
  effectiveTextLimit,
  FIRST_COMMENT_LIMITS,
  PLATFORM_FOLLOW_UPS,
  THREAD_REPLIES_MAX,
  type FollowUpKind,
  type Platform,
} from '@fanout/shared';
import type { AccountFollowUps, ComposerState, ThreadReply } from './composer-state';

/**
 * Threads and first comments in the composer (ADR 0084): per selected account, the replies that
 * follow its post where its network has threads, or the comment under it where it has first
 * comments (PLATFORM_FOLLOW_UPS). They belong to the account, not to its text: an account that
 * follows the shared text keeps following it with a thread, and "Back to the shared text" drops
 * the account's own text and media but keeps its thread or first comment, which nothing shares.
 */

type AccountRef = { id: string; platform: Platform };

/** An account with neither. */
export const NO_FOLLOW_UPS: AccountFollowUps = { thread: [], firstComment: null };

export function followUpsOf(
  state: Pick<ComposerState, 'followUps'>,
  accountId: string,
): AccountFollowUps {
  return state.followUps[accountId] ?? NO_FOLLOW_UPS;
}

export function hasFollowUps(followUps: AccountFollowUps): boolean {
  return followUps.thread.length > 0 || followUps.firstComment !== null;
}

/**
 * What the account row says of an account's follow-ups: "Thread of 3" (the post and its replies),
 * "First comment", or null.
 */
export function followUpSummary(followUps: AccountFollowUps): string | null {
  if (followUps.thread.length > 0) return `Thread of ${followUps.thread.length + 1}`;
  return followUps.firstComment === null ? null : 'First comment';
}

/**
 * The length limit of a follow-up on `platform`, as the server holds it: a thread's reply is a
 * post of the network, a first comment has the network's comment limit.
 */
export function followUpLimit(platform: Platform, kind: FollowUpKind): number {
  return kind === 'thread' ? effectiveTextLimit([platform]) : FIRST_COMMENT_LIMITS[platform];
}

/**
 * Writes an account's follow-ups; one left with neither is dropped, so the state holds only
 * accounts that have some.
 */
function updateFollowUps(
  state: ComposerState,
  accountId: string,
  change: (followUps: AccountFollowUps) => AccountFollowUps,
): ComposerState {
  const current = followUpsOf(state, accountId);
  const next = change(current);
  if (next === current) return state;
  const { [accountId]: _replaced, ...others } = state.followUps;
  return { ...state, followUps: hasFollowUps(next) ? { ...others, [accountId]: next } : others };
}

function canHave(state: ComposerState, account: AccountRef, kind: FollowUpKind): boolean {
  return state.accountIds.includes(account.id) && PLATFORM_FOLLOW_UPS[account.platform] === kind;
}

/**
 * "Add to thread": an empty reply after the last one, on a selected account whose network has
 * threads, up to THREAD_REPLIES_MAX replies (the state stays as it was otherwise).
 */
export function addThreadReply(state: ComposerState, account: AccountRef): ComposerState {
  if (!canHave(state, account, 'thread')) return state;
  return updateFollowUps(state, account.id, (followUps) => {
    if (followUps.thread.length >= THREAD_REPLIES_MAX) return followUps;
    const key = Math.max(-1, ...followUps.thread.map((reply) => reply.key)) + 1;
    return { ...followUps, thread: [...followUps.thread, { key, textContent: '' }] };
  });
}

function changeReply(
  state: ComposerState,
  accountId: string,
  key: number,
  change: (thread: ThreadReply[], index: number) => ThreadReply[],
): ComposerState {
  return updateFollowUps(state, accountId, (followUps) => {
    const index = followUps.thread.findIndex((reply) => reply.key === key);
    if (index < 0) return followUps;
    return { ...followUps, thread: change(followUps.thread, index) };
  });
}

export function setThreadReply(
  state: ComposerState,
  accountId: string,
  key: number,
  textContent: string,
): ComposerState {
  return changeReply(state, accountId, key, (thread, index) =>
    thread.map((reply, at) => (at === index ? { ...reply, textContent } : reply)),
  );
}

/** Removes one reply; the ones after it move up an item. */
export function removeThreadReply(
  state: ComposerState,
  accountId: string,
  key: number,
): ComposerState {
  return changeReply(state, accountId, key, (thread, index) =>
    thread.filter((_reply, at) => at !== index),
  );
}

/** "Add a first comment": an empty comment on a selected account whose network has them. */
export function addFirstComment(state: ComposerState, account: AccountRef): ComposerState {
  if (!canHave(state, account, 'first_comment')) return state;
  return updateFollowUps(state, account.id, (followUps) =>
    followUps.firstComment === null ? { ...followUps, firstComment: '' } : followUps,
  );
}

export function setFirstComment(
  state: ComposerState,
  accountId: string,
  firstComment: string,
): ComposerState {
  return updateFollowUps(state, accountId, (followUps) =>
    followUps.firstComment === null ? followUps : { ...followUps, firstComment },
  );
}

export function removeFirstComment(state: ComposerState, accountId: string): ComposerState {
  return updateFollowUps(state, accountId, (followUps) =>
    followUps.firstComment === null ? followUps : { ...followUps, firstComment: null },
  );
}
