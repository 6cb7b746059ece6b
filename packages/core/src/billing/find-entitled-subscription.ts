import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { subscriptions, type SubscriptionRow } from '@fanout/db/schema';
import { ENTITLED_SUBSCRIPTION_STATUSES } from '@fanout/shared';

/** The user's subscription that still entitles them to a plan (active, trialing, past due), if any. */
export async function findEntitledSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...ENTITLED_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd), desc(subscriptions.createdAt))
    .limit(1);
  return row;
}
