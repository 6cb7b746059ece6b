import type { PostStatus, TargetState } from '@fanout/shared';

/** The post status shown in the UI, derived from its targets' states (never stored). */
export function derivePostStatus(states: readonly TargetState[]): PostStatus {
  if (states.length === 0 || states.every((s) => s === 'draft')) return 'draft';
  if (states.includes('publishing')) return 'publishing';
  if (states.includes('scheduled')) return 'scheduled';
  if (states.every((s) => s === 'published')) return 'published';
  if (states.includes('published')) return 'partially_published';
  if (states.includes('unconfirmed')) return 'unconfirmed';
  if (states.every((s) => s === 'missed')) return 'missed';
  return 'failed';
}
