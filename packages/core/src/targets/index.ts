/**
 * The one writer of `post_targets` (ADR 0069, amending 0040): every INSERT, UPDATE and DELETE of a
 * target's row is a named transition of TARGET_TRANSITIONS, made by a function of this folder with
 * the fence the transition names. The lint rule `fanout/target-writes` (eslint.config.js) refuses
 * such a write anywhere else. The SQL of a "waiting" target (scheduled or publishing) lives here too.
 */
export {
  claimDueTargets,
  clearIrreversible,
  endRun,
  failUnpaidClaims,
  giveBackUnsent,
  markAccountTargetsWaiting,
  markIrreversible,
  markMissed,
  markTargetWaiting,
  moveScheduledTargets,
  recordPublished,
  renewLease,
  saveHandles,
  type HeldRun,
  type RunEnd,
  type TargetFailure,
} from './target-writes';
export {
  createTargets,
  holdOwnerTargets,
  markPublishedByUser,
  releaseOwnerTargets,
  removeTargets,
  rescheduleTarget,
  rewriteTarget,
  type NewTarget,
} from './owner-writes';
export {
  leaving,
  TARGET_TRANSITIONS,
  type TargetTransition,
  type TargetTransitionName,
} from './transitions';
export { dueOrNextTry, isWaiting, nextTryTime, WAITING_STATES } from './waiting';
export {
  readTargetVariants,
  variantAttachmentIds,
  writeVariants,
  type TargetVariant,
} from './variants';
