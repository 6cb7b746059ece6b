import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { payments, subscriptions } from '../schema';

const DAY_MS = 86_400_000;

/**
 * A monthly subscription row as a paid Stripe subscription leaves it (its period began yesterday),
 * with fresh Stripe ids; its id.
 */
export async function insertSubscription(
  db: Database,
  row: { userId: string; planId: string; status: 'active' | 'canceled' },
): Promise<string> {
  const [inserted] = await db
    .insert(subscriptions)
    .values({
      ...row,
      interval: 'month',
      stripeSubscriptionId: `sub_${randomUUID()}`,
      stripePriceId: `price_${randomUUID()}`,
      currentPeriodStart: new Date(Date.now() - DAY_MS),
      currentPeriodEnd: new Date(Date.now() + 29 * DAY_MS),
    })
    .returning({ id: subscriptions.id });
  if (!inserted) throw new Error('the subscription row was not inserted');
  return inserted.id;
}

/** What a test says of a payment: its kind, status, amounts and completion. */
export type PaymentFacts = Pick<
  typeof payments.$inferInsert,
  'kind' | 'status' | 'amount' | 'amountRefunded' | 'completedAt'
>;

/** A payment row of 100 credits for the `growth` package, with the facts a test gives; its id. */
export async function insertPayment(
  db: Database,
  userId: string,
  facts: PaymentFacts,
): Promise<string> {
  const [inserted] = await db
    .insert(payments)
    .values({ userId, credits: 100, description: 'Test payment', itemId: 'growth', ...facts })
    .returning({ id: payments.id });
  if (!inserted) throw new Error('the payment row was not inserted');
  return inserted.id;
}
