import { eq, or, sql } from 'drizzle-orm';
import { subscriptionPlans, subscriptions } from '@fanout/db/schema';
import { PERMISSIONS, type CatalogDeleteAnswer } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { toSubscriptionPlan } from './billing-answers';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { findPlanForUpdate } from './find-plan-for-update';

/**
 * Deletes a plan nobody ever started to buy; archives (hidden from every list, kept for its
 * subscribers and history) one that any subscription row names, whatever its status, or that has a
 * Stripe Product: a Checkout may still be open on its Price and its webhook must find the plan
 * (ADR 0049).
 */
export async function deletePlan(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ id: string }> & { client?: ClientAddress },
): Promise<CatalogDeleteAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.manageSubscriptionPlans });
  return deps.db.transaction(async (tx) => {
    const plan = await findPlanForUpdate(tx, input.id);
    const record = (outcome: CatalogDeleteAnswer['outcome']) =>
      recordAuditEvent(tx, {
        actorId: actor.userId,
        action: 'catalog.plan_deleted',
        target: { type: 'plan', id: plan.id },
        before: { ...toSubscriptionPlan(plan) },
        after: { outcome },
        ip: client?.ip ?? null,
      });
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(or(eq(subscriptions.planId, plan.id), eq(subscriptions.nextPlanId, plan.id)));
    if ((used?.count ?? 0) > 0 || plan.stripeProductId) {
      await tx
        .update(subscriptionPlans)
        .set({ archivedAt: new Date(), isActive: false, updatedAt: new Date() })
        .where(eq(subscriptionPlans.id, plan.id));
      await record('archived');
      return { id: plan.id, outcome: 'archived' };
    }
    await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    await record('deleted');
    return { id: plan.id, outcome: 'deleted' };
  });
}
