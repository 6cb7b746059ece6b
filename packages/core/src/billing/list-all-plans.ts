import { asc, isNull } from 'drizzle-orm';
import { subscriptionPlans } from '@fanout/db/schema';
import { PERMISSIONS, type SubscriptionPlan } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toSubscriptionPlan } from './billing-answers';

/** Every plan an administrator manages: active or not; archived plans are gone from every list. */
export async function listAllPlans(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<SubscriptionPlan[]> {
  requireAccess({ actor, permission: PERMISSIONS.manageSubscriptionPlans });
  const rows = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(isNull(subscriptionPlans.archivedAt))
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.name));
  return rows.map(toSubscriptionPlan);
}
