import { eq } from 'drizzle-orm';
import type { SubscriptionPlanRow } from '@fanout/db/schema';
import { subscriptionPlans } from '@fanout/db/schema';
import {
  AppError,
  PERMISSIONS,
  subscriptionPlanInput,
  type SubscriptionPlan,
  type SubscriptionPlanInput,
} from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { toSubscriptionPlan } from './billing-answers';
import { callStripe } from './call-stripe';
import { checkPlanMenus } from './check-plan-menus';
import { findPlanForUpdate } from './find-plan-for-update';
import { parseServiceInput } from '../service-input/parse-service-input';

/**
 * Changes a plan. A Stripe Price's amount cannot change, so a new price clears the stored Price id
 * of that interval (the next subscriber gets a new Price from ensurePlanPrice) and deactivates the
 * old one in Stripe: existing subscribers stay on it, nobody new can start on it. The Stripe calls
 * run inside the transaction, so a Stripe failure leaves the plan as it was (the admin retries).
 */
export async function updatePlan(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<SubscriptionPlanInput & { id: string }> & { client?: ClientAddress },
): Promise<SubscriptionPlan> {
  requireAccess({ actor, permission: PERMISSIONS.manageSubscriptionPlans });
  const changes = parseServiceInput(subscriptionPlanInput, input);
  return deps.db.transaction(async (tx) => {
    const plan = await findPlanForUpdate(tx, input.id);
    await checkPlanMenus(tx, changes.menuIds);
    const retired = retiredPrices(plan, changes);
    for (const priceId of retired) {
      await callStripe(deps, 'deactivating a plan price', (stripe) =>
        stripe.prices.update(priceId, { active: false }),
      );
    }
    if (plan.stripeProductId && namingChanged(plan, changes)) {
      const productId = plan.stripeProductId;
      await callStripe(deps, 'renaming a plan product', (stripe) =>
        stripe.products.update(productId, {
          name: changes.name,
          ...(changes.description ? { description: changes.description } : {}),
        }),
      );
    }
    const [row] = await tx
      .update(subscriptionPlans)
      .set({
        ...changes,
        ...(changes.priceMonthly !== plan.priceMonthly ? { stripeMonthlyPriceId: null } : {}),
        ...(changes.priceYearly !== plan.priceYearly ? { stripeYearlyPriceId: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(subscriptionPlans.id, plan.id))
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The plan was not updated');
    const updated = toSubscriptionPlan(row);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'catalog.plan_updated',
      target: { type: 'plan', id: plan.id },
      before: { ...toSubscriptionPlan(plan) },
      after: { ...updated },
      ip: client?.ip ?? null,
    });
    return updated;
  });
}

/** The stored Stripe Prices whose amount the change makes wrong. */
function retiredPrices(plan: SubscriptionPlanRow, changes: SubscriptionPlanInput): string[] {
  const retired: string[] = [];
  if (plan.stripeMonthlyPriceId && changes.priceMonthly !== plan.priceMonthly) {
    retired.push(plan.stripeMonthlyPriceId);
  }
  if (plan.stripeYearlyPriceId && changes.priceYearly !== plan.priceYearly) {
    retired.push(plan.stripeYearlyPriceId);
  }
  return retired;
}

function namingChanged(plan: SubscriptionPlanRow, changes: SubscriptionPlanInput): boolean {
  return plan.name !== changes.name || plan.description !== changes.description;
}
