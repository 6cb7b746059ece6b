import type { TargetState } from './post-states';

/**
 * What the user can do about a target that did not publish, in plain words, by its error class
 * (the classes of ARCHITECTURE.md "Errors are classified the same way for all platforms", plus the
 * product's own: insufficient credits, missed, unconfirmed). One list for the web app and the
 * notifications, so both say the same thing (ADR 0054).
 */
const ADVICE: Readonly<Record<string, string>> = {
  auth: 'Reconnect the account in Connected Accounts, then retry.',
  invalid_content:
    'Edit the post to fit this platform (shorten the text or change the media), then retry.',
  rate_limited: 'The platform asked us to slow down: try again later.',
  transient: 'The platform had a temporary problem: try again later.',
  insufficient_credits: 'Buy more credits, then retry.',
};

const MISSED_ADVICE = 'It could not go out in time: retry to post it now.';
const UNKNOWN_ADVICE = 'Try again later; if it keeps failing, check the account on the platform.';

const UNCONFIRMED_ADVICE =
  'Check the platform: if the post is there, mark it published; if not, retry.';

/** The advice for a target in this state with this error class, or null when there is none. */
export function targetAdvice(state: TargetState, errorClass: string | null): string | null {
  if (state === 'unconfirmed') return UNCONFIRMED_ADVICE;
  if (state === 'missed') return MISSED_ADVICE;
  if (state !== 'failed') return null;
  return ADVICE[errorClass ?? 'unknown'] ?? UNKNOWN_ADVICE;
}

/** Targets the user may retry directly; an unconfirmed one is resolved first (ADR 0054). */
export const RETRYABLE_TARGET_STATES = [
  'failed',
  'missed',
] as const satisfies readonly TargetState[];

// Refusals of a retry or a resolve (409), worded for the toast that shows them.
export const TARGET_NOT_FOUND = 'Target not found';
export function cannotRetryTarget(state: TargetState): string {
  return state === 'published'
    ? 'This platform already has the post: it cannot be published again.'
    : state === 'publishing' || state === 'scheduled'
      ? 'This platform is already being published to: wait for the result.'
      : state === 'unconfirmed'
        ? 'This target is unconfirmed: say whether it was published first.'
        : 'Only a failed or missed target can be retried.';
}
export const ONLY_UNCONFIRMED_RESOLVED = 'Only an unconfirmed target can be resolved.';
