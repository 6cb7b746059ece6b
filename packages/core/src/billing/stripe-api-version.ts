import { and, eq, isNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { notifications, roles, userRoles, users } from '@fanout/db/schema';
import { ROLES } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { addNotification } from '../notifications/add-notification';

/**
 * The API version every event must be shaped by (ADR 0065): the one the SDK is pinned to, which it
 * sends on every request. A webhook endpoint created with another version sends events whose
 * objects the product would misread (an older `invoice` has no `parent`), so they are refused.
 */
export const PINNED_STRIPE_API_VERSION: string = Stripe.API_VERSION;

/** Why an event of `version` was refused: the operator's fix is in the sentence. */
export function apiVersionMismatchText(version: string | null): string {
  return (
    `The Stripe webhook endpoint sends events in API version ${version ?? '(none)'}, but Fanout reads ` +
    `${PINNED_STRIPE_API_VERSION}: nothing is applied until the endpoint is recreated with API version ` +
    `${PINNED_STRIPE_API_VERSION} (Stripe retries the refused events for 3 days). Run pnpm stripe:check.`
  );
}

/**
 * Tells every active administrator, once until they read it, that events are being refused for
 * their API version. One transaction under an advisory lock, so concurrent refusals tell once.
 */
export async function warnAdminsOfApiVersion(
  deps: CoreDeps,
  version: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing_setup_warning'))`);
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(roles.name, ROLES.admin), isNull(users.suspendedAt)));
    for (const admin of admins) {
      const [unread] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, admin.id),
            eq(notifications.kind, 'billing_setup_warning'),
            isNull(notifications.readAt),
          ),
        )
        .limit(1);
      if (unread) continue;
      await addNotification(tx, {
        userId: admin.id,
        kind: 'billing_setup_warning',
        title: 'Stripe events are being refused',
        body: apiVersionMismatchText(version),
      });
    }
  });
}
