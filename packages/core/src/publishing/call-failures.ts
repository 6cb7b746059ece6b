import { PlatformError } from '@fanout/platforms';
import type { Failure } from './run';

/**
 * How a failed platform call reads (posts and follow-ups alike): whether its answer may have been
 * lost after the platform acted (ambiguous: ask before sending again), and the failure to record.
 */

/** True when the platform may have acted although the call failed (a lost or 5xx answer). */
export function isAmbiguous(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return true;
  // No connection was made (the platform, or our sandbox, restarting): nothing was sent.
  if (error.notSent) return false;
  if (error.errorClass === 'transient' || error.errorClass === 'unknown') return true;
  return error.status === null || error.status >= 500;
}

export function failureOf(error: unknown, label: string): Failure {
  if (error instanceof PlatformError)
    return { errorClass: error.errorClass, message: error.message };
  if (error instanceof Error && error.name === 'StorageNotFoundError') {
    return {
      errorClass: 'invalid_content',
      message: 'A media file of this post is missing from storage.',
    };
  }
  return {
    errorClass: 'transient',
    message: `Publishing to ${label} failed unexpectedly; it will be retried.`,
  };
}
