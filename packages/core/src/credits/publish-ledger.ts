import type { Platform } from '@fanout/shared';
import { PLATFORM_LABELS } from '@fanout/platforms';

/** The charge of one target: exactly once, whatever retries and crashes happen (ledger key). */
export function chargeKey(targetId: string): string {
  return `publish:${targetId}`;
}

/** The refund of one failed target: at most once, and how the history finds it (get-credits.ts). */
export function refundKey(targetId: string): string {
  return `refund:${targetId}`;
}

/**
 * The charge's ledger line. It is written when the target is claimed, before the platform has
 * answered, so it names what was paid for, not an outcome (ADR 0032): the history adds the outcome.
 */
export function chargeDescription(platform: Platform): string {
  return `Post to ${PLATFORM_LABELS[platform]}`;
}
