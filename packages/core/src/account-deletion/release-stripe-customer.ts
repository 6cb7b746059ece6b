import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingCustomers } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { callStripe } from '../billing/call-stripe';
import type { CoreDeps } from '../deps';

/** The user's Stripe Customer id, if they ever opened a Checkout. */
async function stripeCustomerOf(deps: CoreDeps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

/** Whether Stripe refused a request because of the object's state (closed session, gone customer). */
function refusedForState(error: unknown): boolean {
  const cause = error instanceof AppError ? error.cause : error;
  return cause instanceof Stripe.errors.StripeInvalidRequestError;
}

/**
 * Expires every open Checkout Session of the user's Customer (packs, packages, plans), so nothing
 * can be paid for an account about to go (ADR 0065). A session paid in the meantime can no longer
 * be expired (Stripe refuses): its payment lands after the deletion and is refunded then
 * (`billing/refund-deleted-owner-payment.ts`).
 */
export async function expireUserCheckouts(deps: CoreDeps, userId: string): Promise<void> {
  const customer = await stripeCustomerOf(deps, userId);
  if (!customer) return;
  const open = await callStripe(deps, 'listing a deleted account’s open checkouts', (stripe) =>
    stripe.checkout.sessions
      .list({ customer, status: 'open', limit: 100 })
      .autoPagingToArray({ limit: 10_000 }),
  );
  for (const session of open) {
    try {
      await callStripe(deps, 'expiring a deleted account’s checkout', (stripe) =>
        stripe.checkout.sessions.expire(session.id),
      );
    } catch (error) {
      if (!refusedForState(error)) throw error;
      deps.logger.info({ session: session.id }, 'account deletion: checkout closed meanwhile');
    }
  }
}

/**
 * Deletes the user's Stripe Customer, which is where Stripe keeps their email and name (ADR 0065);
 * their payments, charges and refunds stay in Stripe as accounting requires, naming a deleted
 * customer. One already deleted (a deletion run again after a failure) is done.
 */
export async function deleteStripeCustomer(deps: CoreDeps, userId: string): Promise<void> {
  const customer = await stripeCustomerOf(deps, userId);
  if (!customer) return;
  try {
    await callStripe(deps, 'deleting a deleted account’s customer', (stripe) =>
      stripe.customers.del(customer),
    );
  } catch (error) {
    if (!refusedForState(error)) throw error;
    deps.logger.info({ customer }, 'account deletion: the Stripe customer was already gone');
  }
}
