import { and, asc, eq, isNull } from 'drizzle-orm';
import { subscriptionPlans } from '@fanout/db/schema';
import { PERMISSIONS, type SubscriptionPlan } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toSubscriptionPlan } from './billing-answers';

/** The plans a customer can subscribe to on /subscription: active and not archived, cheapest first. */
export async function listActivePlans(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<SubscriptionPlan[]> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const rows = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), isNull(subscriptionPlans.archivedAt)))
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.name));
  return rows.map(toSubscriptionPlan);
}
