import { desc, eq } from 'drizzle-orm';
import { payments } from '@fanout/db/schema';
import { PERMISSIONS, type Payment } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toPayment } from './billing-answers';

/** Payment History keeps the page light: the newest payments, not a user's whole history. */
const PAYMENTS_SHOWN = 100;

/** The caller's payments, newest first (never anyone else's). */
export async function listPayments(deps: CoreDeps, { actor }: ServiceOptions): Promise<Payment[]> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const rows = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.userId, actor.userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENTS_SHOWN);
  return rows.map(toPayment);
}
