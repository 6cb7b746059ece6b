import { PLATFORM_LABELS, type Platform } from '@fanout/shared';

const CHARGE_PREFIX = 'publish:';
const REFUND_PREFIX = 'refund:';

/** Round 0 keeps the keys written before ADR 0054; a retried target's later rounds add the round. */
function keyed(prefix: string, targetId: string, round: number): string {
  return round === 0 ? `${prefix}${targetId}` : `${prefix}${targetId}:${round}`;
}

/**
 * The charge of one target's round: exactly once, whatever retries and crashes happen (ledger key).
 * A round is one paid try of the target; the user's retry after a refunded failure starts the next
 * (post_targets.charge_round, ADR 0054).
 */
export function chargeKey(targetId: string, round = 0): string {
  return keyed(CHARGE_PREFIX, targetId, round);
}

/** The refund of one failed round: at most once, and how the history finds it (get-credits.ts). */
export function refundKey(targetId: string, round = 0): string {
  return keyed(REFUND_PREFIX, targetId, round);
}

/** The refund key that answers a charge key (the history pairs them, get-credits.ts). */
export function refundKeyOfCharge(chargeIdempotencyKey: string): string {
  return REFUND_PREFIX + chargeIdempotencyKey.slice(CHARGE_PREFIX.length);
}

/**
 * The charge's ledger line. It is written when the target is claimed, before the platform has
 * answered, so it names what was paid for, not an outcome (ADR 0032): the history adds the outcome.
 */
export function chargeDescription(platform: Platform): string {
  return `Post to ${PLATFORM_LABELS[platform]}`;
}
