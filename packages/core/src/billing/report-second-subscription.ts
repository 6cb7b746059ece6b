import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { subscriptions, type SubscriptionRow } from '@fanout/db/schema';
import { ENTITLED_SUBSCRIPTION_STATUSES } from '@fanout/shared';
import type { CoreDeps } from '../deps';

const ENTITLED: readonly string[] = ENTITLED_SUBSCRIPTION_STATUSES;

/**
 * Defence in depth behind keepOneSubscriptionCheckout (ADR 0049): a new entitled subscription
 * for a user who already has another one means the user is billed twice. Called on
 * `customer.subscription.created` only (recorded once per event), so each extra subscription is
 * reported once. An error log, for an operator to cancel and refund one: the user is not
 * notified (nothing for them to do, and no notification kind says it).
 */
export async function reportSecondSubscription(
  tx: Transaction,
  logger: CoreDeps['logger'],
  row: SubscriptionRow,
): Promise<void> {
  if (!ENTITLED.includes(row.status)) return;
  const others = await tx
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, row.userId),
        ne(subscriptions.id, row.id),
        inArray(subscriptions.status, [...ENTITLED_SUBSCRIPTION_STATUSES]),
      ),
    );
  if (others.length === 0) return;
  logger.error(
    {
      userId: row.userId,
      subscription: row.stripeSubscriptionId,
      others: others.map((other) => other.stripeSubscriptionId),
    },
    'billing: a second paid subscription for one user: cancel and refund one of them in Stripe',
  );
}
