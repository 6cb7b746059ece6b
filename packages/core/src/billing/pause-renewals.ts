import { and, eq, notInArray } from 'drizzle-orm';
import { subscriptions } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';

/** Stripe statuses after which there is nothing left to renew. */
const ENDED = ['canceled', 'incomplete_expired'] as const;

async function runningSubscriptions(deps: CoreDeps, userId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ stripeId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, [...ENDED])));
  return rows.map((row) => row.stripeId);
}

/**
 * A suspended user is not charged (ADR 0065): each running subscription's collection is paused
 * with `behavior: 'void'` — its renewals' invoices are voided, nothing is paid and no credits are
 * granted — and resumed (`pause_collection: ''`) on reactivation. Setting the same state again is
 * harmless, so the admin's repeated action mends a call that failed.
 */
export async function setRenewalsPaused(
  deps: CoreDeps,
  userId: string,
  paused: boolean,
): Promise<void> {
  for (const id of await runningSubscriptions(deps, userId)) {
    await callStripe(deps, paused ? 'pausing renewals' : 'resuming renewals', (stripe) =>
      stripe.subscriptions.update(id, {
        pause_collection: paused ? { behavior: 'void' } : '',
      }),
    );
  }
}
