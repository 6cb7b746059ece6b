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
import { checkPlanMenus } from './check-plan-menus';
import { parseServiceInput } from '../service-input/parse-service-input';

/** A new plan. Its Stripe Product and Prices are made when someone first subscribes (ensurePlanPrice). */
export async function createPlan(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<SubscriptionPlanInput> & { client?: ClientAddress },
): Promise<SubscriptionPlan> {
  requireAccess({ actor, permission: PERMISSIONS.manageSubscriptionPlans });
  const plan = parseServiceInput(subscriptionPlanInput, input);
  return deps.db.transaction(async (tx) => {
    await checkPlanMenus(tx, plan.menuIds);
    const [row] = await tx.insert(subscriptionPlans).values(plan).returning();
    if (!row) throw new AppError('INTERNAL', 'The plan was not created');
    const created = toSubscriptionPlan(row);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'catalog.plan_created',
      target: { type: 'plan', id: row.id },
      after: { ...created },
      ip: client?.ip ?? null,
    });
    return created;
  });
}
