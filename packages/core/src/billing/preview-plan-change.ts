import {
  AppError,
  PERMISSIONS,
  type PlanChangePreview,
  type PlanChangePreviewInput,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';
import { ensurePlanPrice } from './ensure-plan-price';
import { findEntitledSubscription } from './find-entitled-subscription';
import { findSubscribablePlan } from './subscribe';
import { chargesNow } from './switch-subscription';

/**
 * What `subscribe` would do, before it does (ADR 0067): a first plan goes to Checkout at the
 * plan's price; a switch invoiced now is priced by Stripe's own preview (`invoices.createPreview`
 * with the same price and proration behaviour the switch will send), so the amount shown is the
 * amount charged, unused time credited; a downgrade names the day it takes effect (the current
 * period's end, as Stripe says). Reads only: nothing changes, here or in Stripe.
 */
export async function previewPlanChange(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<PlanChangePreviewInput>,
): Promise<PlanChangePreview> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const plan = await findSubscribablePlan(deps, input.planId);
  const recurringAmount = input.interval === 'month' ? plan.priceMonthly : plan.priceYearly;
  const base = { planName: plan.name, interval: input.interval, recurringAmount };
  const current = await findEntitledSubscription(deps.db, actor.userId);
  if (!current) {
    return {
      ...base,
      kind: 'checkout',
      changesInterval: false,
      amountNow: recurringAmount,
      effectiveAt: null,
    };
  }
  const changesInterval = current.interval !== input.interval;
  // Refuses the plan and interval already held, as subscribe does.
  const invoiceNow = await chargesNow(deps.db, current, { plan, interval: input.interval });
  if (!invoiceNow && plan.id === current.planId) {
    return { ...base, kind: 'keep', changesInterval, amountNow: 0, effectiveAt: null };
  }
  const price = await ensurePlanPrice(deps, plan, input.interval);
  const stripeId = current.stripeSubscriptionId;
  const { amountDue, periodEnd } = await callStripe(
    deps,
    'previewing a plan change',
    async (stripe) => {
      const live = await stripe.subscriptions.retrieve(stripeId);
      const item = live.items.data[0];
      if (!item) throw new AppError('BAD_REQUEST', 'Your subscription has nothing to switch');
      if (!invoiceNow) return { amountDue: 0, periodEnd: item.current_period_end };
      const preview = await stripe.invoices.createPreview({
        subscription: stripeId,
        subscription_details: {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
        },
      });
      return { amountDue: preview.amount_due, periodEnd: item.current_period_end };
    },
  );
  return invoiceNow
    ? { ...base, kind: 'now', changesInterval, amountNow: amountDue, effectiveAt: null }
    : {
        ...base,
        kind: 'later',
        changesInterval,
        amountNow: 0,
        effectiveAt: new Date(periodEnd * 1000).toISOString(),
      };
}
