import { eq, inArray, type SQL } from 'drizzle-orm';
import { postTargets } from '@fanout/db/schema';
import { RETRYABLE_TARGET_STATES, type TargetState } from '@fanout/shared';
import { WAITING_STATES } from './waiting';

/** A named write to a target's row: where it may start, where it ends, and what its WHERE holds. */
export interface TargetTransition {
  /** The states the row may be in for the write to touch it; none: the row does not exist yet. */
  readonly from: readonly TargetState[] | 'any';
  /** The state after the write (`unchanged` when only other columns change, `deleted`: gone). */
  readonly to: readonly TargetState[] | 'unchanged' | 'deleted';
  /** The fence: what else the write's WHERE (or its transaction) holds, ADR 0020, 0040, 0069. */
  readonly fence: string;
}

const HELD = "heldBy: state 'publishing' and the run's claim_token (ADR 0020)";

/**
 * Every write to `post_targets` in the product, by name (ADR 0069). Each is made by one function of
 * this folder, and its state predicate comes from `from` here (`leaving`); `transitions.test.ts` checks
 * the table against the target states, and the lint rule `fanout/target-writes` refuses a write to
 * the table anywhere else.
 */
export const TARGET_TRANSITIONS = {
  // With their post, in its transaction (create-post.ts, recompose-post.ts).
  create: {
    from: [],
    to: ['draft', 'scheduled'],
    fence: 'inserted with its post, in the post’s transaction',
  },
  recompose: {
    from: ['draft', 'scheduled'],
    to: ['draft', 'scheduled'],
    fence: 'the post’s targets locked for update and every one composable (isComposable)',
  },
  remove: {
    from: ['draft', 'scheduled'],
    to: 'deleted',
    fence: 'the post’s targets locked for update and every one composable (isComposable)',
  },
  move: { from: ['scheduled'], to: 'unchanged', fence: 'the post’s targets still scheduled' },
  // The claim and what happens to a target no run holds (publishing).
  claim: {
    from: WAITING_STATES,
    to: ['publishing'],
    fence:
      'scheduled and due (or due within the claim-ahead, ADR 0079), or publishing with an expired lease; its next try come; its account not paused; writes a new claim_token and bumps run_count',
  },
  failUnpaid: {
    from: ['publishing'],
    to: ['failed'],
    fence: 'the ids this transaction just claimed',
  },
  markMissed: { from: ['scheduled'], to: ['missed'], fence: 'due before the lateness window' },
  accountWait: {
    from: WAITING_STATES,
    to: 'unchanged',
    fence:
      'the account’s targets: scheduled before the pause (or marked by one), or publishing with an expired lease',
  },
  targetWait: {
    from: ['scheduled'],
    to: 'unchanged',
    fence: 'its next try not already the pause',
  },
  // A run's writes: only while it holds its target.
  renewLease: { from: ['publishing'], to: 'unchanged', fence: HELD },
  saveHandles: { from: ['publishing'], to: 'unchanged', fence: HELD },
  markIrreversible: { from: ['publishing'], to: 'unchanged', fence: HELD },
  giveBackUnsent: { from: ['publishing'], to: 'unchanged', fence: HELD },
  clearIrreversible: { from: ['publishing'], to: 'unchanged', fence: HELD },
  // Its statement also opens the target's analytics row (analytics-rows.ts, ADR 0090).
  publish: { from: ['publishing'], to: ['published'], fence: HELD },
  endRun: {
    from: ['publishing'],
    // Released for a retry: still publishing, its lease over.
    to: ['failed', 'unconfirmed', 'publishing'],
    fence: HELD,
  },
  // The owner's and the administrators' actions (posts, admin).
  retry: {
    from: RETRYABLE_TARGET_STATES,
    to: ['scheduled'],
    fence: 'the owner’s target locked for update, its state still one of `from`',
  },
  retryUnconfirmed: {
    from: ['unconfirmed'],
    to: ['scheduled'],
    fence: 'the owner’s target locked for update, still unconfirmed',
  },
  userPublished: {
    from: ['unconfirmed'],
    to: ['published'],
    fence: 'the owner’s target locked for update, still unconfirmed',
  },
  suspendHold: {
    from: WAITING_STATES,
    to: 'unchanged',
    fence: 'the suspended owner’s targets: scheduled, or publishing with an expired lease',
  },
  suspendRelease: {
    from: 'any',
    to: 'unchanged',
    fence: 'the reactivated owner’s targets held with wait reason account_suspended',
  },
} as const satisfies Record<string, TargetTransition>;

export type TargetTransitionName = keyof typeof TARGET_TRANSITIONS;

/** The transition's from-states as a condition on the row's state (`=` for one, `in` for more). */
export function leaving(name: TargetTransitionName): SQL {
  const { from } = TARGET_TRANSITIONS[name] as TargetTransition;
  if (from === 'any' || from.length === 0) {
    throw new Error(`transition ${name} does not start from a state`);
  }
  const [only] = from;
  return from.length === 1 && only
    ? eq(postTargets.state, only)
    : inArray(postTargets.state, [...from]);
}
