import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@fanout/db/client';
import {
  subscriptionPlans,
  type SubscriptionPlanRow,
  type SubscriptionRow,
} from '@fanout/db/schema';
import { AppError, type BillingInterval, type CurrentSubscription } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';
import { describeSubscription } from './describe-subscription';
import { storeSubscription } from './store-subscription';

/**
 * Moves an entitled subscription to another plan or interval in place (ADR 0049: never a second
 * subscription). An upgrade (a higher price per year) is charged now, prorated (`always_invoice`);
 * once Stripe says that invoice is paid, the new plan is the one paid for. A change of interval is
 * invoiced now too: Stripe starts a new billing period on it anyway, and `always_invoice` credits
 * the unused time. A downgrade changes the Price without an invoice, so the period already paid
 * keeps its plan and the next one is billed at the new price (shown as nextPlan). Going back to the
 * plan paid for this period cancels a pending downgrade, also without an invoice (ADR 0049).
 */
export async function switchSubscription(
  deps: CoreDeps,
  tx: Transaction,
  current: SubscriptionRow,
  to: { plan: SubscriptionPlanRow; interval: BillingInterval; price: string },
): Promise<CurrentSubscription> {
  const invoiceNow = await chargesNow(tx, current, to);
  const stripeId = current.stripeSubscriptionId;
  const { updated, paidNow } = await callStripe(
    deps,
    'switching a subscription',
    async (stripe) => {
      const live = await stripe.subscriptions.retrieve(stripeId);
      const item = live.items.data[0];
      if (!item) throw new AppError('BAD_REQUEST', 'Your subscription has nothing to switch');
      const answer = await stripe.subscriptions.update(
        stripeId,
        {
          items: [{ id: item.id, price: to.price }],
          proration_behavior: invoiceNow ? 'always_invoice' : 'none',
          // Choosing a plan while a cancellation is pending means staying: the switch keeps it.
          // Stripe's copy decides, not ours: a webhook's earlier re-fetch may have stored a stale one.
          ...(live.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
        },
        { idempotencyKey: `switch:${stripeId}:${to.price}:${current.updatedAt.getTime()}` },
      );
      const invoiceId = idOf(answer.latest_invoice);
      if (!invoiceNow || !invoiceId || invoiceId === idOf(live.latest_invoice)) {
        return { updated: answer, paidNow: false };
      }
      const invoice = await stripe.invoices.retrieve(invoiceId);
      return { updated: answer, paidNow: invoice.status === 'paid' };
    },
  );
  // The switch's invoice, paid: the new plan is paid for now (its `invoice.paid` says the same).
  const row = await storeSubscription(tx, updated, paidNow ? { paidPlanId: to.plan.id } : {});
  return describeSubscription(tx, row);
}

/** Whether the switch is invoiced now (an upgrade or a new interval), refusing a switch to itself. */
export async function chargesNow(
  tx: Executor,
  current: SubscriptionRow,
  to: { plan: SubscriptionPlanRow; interval: BillingInterval },
): Promise<boolean> {
  const onPriceOf = current.nextPlanId ?? current.planId;
  if (onPriceOf === to.plan.id && current.interval === to.interval) {
    throw new AppError('BAD_REQUEST', `You are already subscribed to ${to.plan.name}`);
  }
  if (current.interval !== to.interval) return true;
  if (to.plan.id === current.planId) return false;
  const [paid] = await tx
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, current.planId));
  return !paid || yearly(to.plan, to.interval) > yearly(paid, current.interval);
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** What a plan costs a year at an interval: the one scale monthly and yearly prices compare on. */
function yearly(plan: SubscriptionPlanRow, interval: BillingInterval): number {
  return interval === 'month' ? plan.priceMonthly * 12 : plan.priceYearly;
}
