import { desc, eq } from 'drizzle-orm';
import { subscriptions } from '@fanout/db/schema';
import { PERMISSIONS, type CurrentSubscription } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { describeSubscription } from './describe-subscription';
import { findEntitledSubscription } from './find-entitled-subscription';

/**
 * The caller's subscription for /subscription: the one that entitles them now, else the most
 * recent one (so a canceled or expired plan still shows with its status); null without any.
 */
export async function getSubscription(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<CurrentSubscription | null> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const entitled = await findEntitledSubscription(deps.db, actor.userId);
  const [row] = entitled
    ? [entitled]
    : await deps.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, actor.userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
  return row ? describeSubscription(deps.db, row) : null;
}
