/**
 * The states a post's target goes through: draft → scheduled → publishing → published | failed |
 * unconfirmed (| missed when it could not go out in time). The database column, its CHECK
 * constraint, the API schema and the web app all take them from here.
 */
export const TARGET_STATES = [
  'draft',
  'scheduled',
  'publishing',
  'published',
  'failed',
  'unconfirmed',
  'missed',
] as const;
export type TargetState = (typeof TARGET_STATES)[number];

/**
 * Target states in which the post has left for its platform, or is on its way: what the platform
 * shows can no longer be changed from here, so the edit form, the calendar's drag and the
 * composer refuse the post (core `departedTargets`), and the web app offers none of them.
 */
const DEPARTED_TARGET_STATES = [
  'publishing',
  'published',
  'unconfirmed',
] as const satisfies readonly TargetState[];

export const hasDeparted = (state: TargetState): boolean =>
  (DEPARTED_TARGET_STATES as readonly TargetState[]).includes(state);

/**
 * The composer rewrites a post whose every target is a draft or waiting (ADR 0059): one that
 * went out, failed or was missed somewhere is retried or duplicated from its page instead. The
 * post's status cannot tell: a retry waiting beside a published target makes it "scheduled".
 */
export const isComposable = (targets: readonly { state: TargetState }[]): boolean =>
  targets.every(({ state }) => state === 'draft' || state === 'scheduled');

/** A post's status, derived from its targets' states (never stored; core `derive-post-status.ts`). */
export const POST_STATUSES = [
  'draft',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'unconfirmed',
  'missed',
  'failed',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * Why a scheduled or publishing target waits (ADR 0033): `retry` after a temporary failure of the
 * platform, `rate_limit` while the platform paused its account, `account_suspended` while an
 * administrator has suspended the owner (ADR 0050).
 */
export const WAIT_REASONS = ['retry', 'rate_limit', 'account_suspended'] as const;
export type WaitReason = (typeof WAIT_REASONS)[number];
