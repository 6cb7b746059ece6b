import { AppError, PERMISSIONS, type CurrentSubscription } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';
import { describeSubscription } from './describe-subscription';
import { findEntitledSubscription } from './find-entitled-subscription';
import { lockBillingUser } from './lock-billing-user';
import { storeSubscription } from './store-subscription';

/**
 * Cancels at the end of the period paid for (spec 001 §4): the plan and its credits stay until
 * then. The row is stored from Stripe's answer, as every subscription change is.
 */
export async function cancelSubscription(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<CurrentSubscription> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  return deps.db.transaction(async (tx) => {
    await lockBillingUser(tx, actor.userId);
    const current = await findEntitledSubscription(tx, actor.userId);
    if (!current) throw new AppError('BAD_REQUEST', 'You have no active subscription to cancel');
    if (current.cancelAtPeriodEnd) {
      throw new AppError(
        'BAD_REQUEST',
        'Your subscription is already set to cancel at the end of the billing period',
      );
    }
    const stripeId = current.stripeSubscriptionId;
    const updated = await callStripe(deps, 'canceling a subscription', (stripe) =>
      stripe.subscriptions.update(
        stripeId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel:${stripeId}:${current.updatedAt.getTime()}` },
      ),
    );
    const row = await storeSubscription(tx, updated);
    return describeSubscription(tx, row);
  });
}
