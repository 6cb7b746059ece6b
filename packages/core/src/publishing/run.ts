import type { PostTargetRow } from '@fanout/db/schema';

/**
 * The run that holds a target: its row as claimed (its `claim_token` is the fencing token, ADR 0020) and
 * its attempt. Every write a run makes to its target goes through targets/target-writes.ts, which refuses it
 * once a successor has claimed the target.
 */
export interface Run {
  target: PostTargetRow;
  attemptId: string;
}

/** Why a run did not publish: the error class shown to the user and stored on the target. */
export interface Failure {
  errorClass: string;
  message: string;
}

/**
 * This run no longer holds its target: its lease expired (the process was paused or starved) and
 * another run may have claimed it. The run must stop before any further platform call — above all
 * the irreversible one, which its successor may be making too.
 */
export class ClaimLostError extends Error {
  constructor(readonly targetId: string) {
    super(`The claim on target ${targetId} was lost`);
    this.name = 'ClaimLostError';
  }
}
