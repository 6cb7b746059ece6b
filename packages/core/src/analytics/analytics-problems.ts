import { PLATFORM_LABELS, type Platform } from '@fanout/shared';

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
