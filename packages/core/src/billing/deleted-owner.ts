import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { users } from '@fanout/db/schema';
import { lockBillingUser } from './lock-billing-user';
import { subscriptionOwnerId } from './store-subscription';

/**
 * Whether the subscription belongs to a user who deleted their account (ADR 0050): its events are
 * then recorded and change nothing. Takes the user's billing lock first — the one an account
 * deletion holds while its rows go — so an event never writes beside a deletion in progress (the
 * two would deadlock on the subscription and its credit lots) and sees the deletion's outcome.
 */
export async function ownerDeleted(
  tx: Transaction,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const userId = await subscriptionOwnerId(tx, subscription);
  if (!userId) return false;
  await lockBillingUser(tx, userId);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !user;
}
