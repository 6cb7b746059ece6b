import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { creditLots, type SubscriptionRow } from '@fanout/db/schema';
import { storeSubscription } from './store-subscription';

/** Statuses after which a subscription will never be paid again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * `customer.subscription.created/updated/deleted` (ADR 0048): stored as Stripe says it now
 * (re-fetched by the caller; the event's copy may be stale). A subscription that ended makes its
 * lots with credits left expire at the end of its last paid period (ADR 0047: "never while paid");
 * the expiry sweep writes them off then. Answers the stored row.
 */
export async function applySubscriptionChange(
  tx: Transaction,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow> {
  const row = await storeSubscription(tx, subscription);
  if (!ENDED.has(row.status)) return row;
  await tx
    .update(creditLots)
    .set({ expiresAt: row.currentPeriodEnd })
    .where(
      and(
        eq(creditLots.subscriptionId, row.id),
        gt(creditLots.remaining, 0),
        or(
          isNull(creditLots.expiresAt),
          sql`${creditLots.expiresAt} > ${row.currentPeriodEnd.toISOString()}::timestamptz`,
        ),
      ),
    );
  return row;
}
