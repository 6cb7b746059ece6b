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
 * administrator has suspended the owner (issue 17, ADR 0050).
 */
export const WAIT_REASONS = ['retry', 'rate_limit', 'account_suspended'] as const;
export type WaitReason = (typeof WAIT_REASONS)[number];
