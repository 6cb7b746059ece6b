import { PLATFORM_LABELS, type FollowUpKind, type Platform } from '@fanout/shared';

/**
 * Why a target's figures are not fresh, in the words the post's page shows (ADR 0090). The time
 * of the next read, when there is one, is beside them in the answer (`nextRefreshAt`).
 */
export const RECONNECT_TO_SEE_ANALYTICS = 'Reconnect to see analytics';
export const X_READS_OFF = 'X figures are not read on this server (ANALYTICS_X_READS)';
export const ACCOUNT_REMOVED = 'The account was removed from Fanout, so its figures are not read.';

export function noReaderProblem(platform: Platform): string {
  return `${PLATFORM_LABELS[platform]} figures are not read on this server`;
}

export function goneProblem(platform: Platform): string {
  return `The post is no longer on ${PLATFORM_LABELS[platform]}.`;
}

export function rateLimitedProblem(platform: Platform): string {
  return `${PLATFORM_LABELS[platform]} asked Fanout to wait before reading its figures again.`;
}

export function failedReadProblem(platform: Platform): string {
  return `${PLATFORM_LABELS[platform]} did not answer for the figures; they are read again later.`;
}

/** A follow-up deleted on the network: "The comment was deleted on LinkedIn." */
export function followUpGoneProblem(platform: Platform, kind: FollowUpKind): string {
  return `The ${kind === 'thread' ? 'reply' : 'comment'} was deleted on ${PLATFORM_LABELS[platform]}.`;
}

/** A first comment whose figures need a permission the account was not granted. */
export function commentScopesProblem(platform: Platform, scopes: readonly string[]): string {
  return `${PLATFORM_LABELS[platform]} reads a comment's figures only with ${scopes.join(', ')}, which this account was not granted.`;
}
