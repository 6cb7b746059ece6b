import { eq, sql } from 'drizzle-orm';
import { billingCustomers, users } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';

/**
 * The user's one Stripe Customer, made before their first checkout. Concurrent first purchases
 * queue on a per-user lock, so only one of them creates it; the idempotency key `customer:{userId}`
 * also makes a retry after a lost answer return the same Customer instead of a second one.
 */
export async function ensureStripeCustomer(deps: CoreDeps, userId: string): Promise<string> {
  const known = await storedCustomer(deps, userId);
  if (known) return known;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`billing-customer:${userId}`}, 0))`,
    );
    const [stored] = await tx
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    if (stored) return stored.id;
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const customer = await callStripe(deps, 'creating a customer', (stripe) =>
      stripe.customers.create(
        { email: user.email, ...(name ? { name } : {}), metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      ),
    );
    await tx.insert(billingCustomers).values({ userId, stripeCustomerId: customer.id });
    return customer.id;
  });
}

async function storedCustomer(deps: CoreDeps, userId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id;
}
