import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { stripeEvents, subscriptions } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import {
  applyChargeRefunded,
  applyDisputeClosed,
  applyDisputeCreated,
} from './apply-charge-reversal';
import { applyInvoiceFailed, applyInvoicePaid } from './apply-invoice';
import { applySubscriptionChange } from './apply-subscription-change';
import { ownerDeleted } from './deleted-owner';
import { findReversedPurchase, type ReversedPurchase } from './find-reversed-purchase';
import {
  expireCheckoutPayment,
  failCheckoutPayment,
  fulfilCheckoutSession,
} from './fulfil-checkout-session';
import { gatherInvoiceFacts, type InvoiceFacts } from './invoice-facts';
import { recordDeletedOwnerRefund, refundIfOwnerDeleted } from './refund-deleted-owner-payment';
import { cancelNewerSubscriptions, tellDuplicateCancelled } from './one-paid-subscription';
import { isUniqueViolation } from '../db-errors/pg-errors';

export type StripeEventOutcome = 'processed' | 'duplicate';

/** What the effect needs from Stripe, fetched before the transaction (no lock waits on Stripe). */
type Facts =
  | { kind: 'invoice'; facts: InvoiceFacts }
  | {
      kind: 'subscription';
      subscription: Stripe.Subscription;
      /** A second paid subscription of the customer, cancelled and refunded at Stripe. */
      cancelled: Stripe.Subscription[];
    }
  | { kind: 'reversal'; purchase: ReversedPurchase }
  | { kind: 'none' };

function isReversal(event: Stripe.Event): boolean {
  return event.type === 'charge.refunded' || event.type.startsWith('charge.dispute.');
}

function needsStripe(event: Stripe.Event): boolean {
  return (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.payment_failed' ||
    event.type.startsWith('customer.subscription.') ||
    isReversal(event)
  );
}

async function gatherFacts(deps: CoreDeps, event: Stripe.Event): Promise<Facts> {
  const stripe = deps.billing?.stripe;
  if (!needsStripe(event)) return { kind: 'none' };
  if (!stripe) throw new AppError('INTERNAL', 'Billing is not configured');
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    return { kind: 'invoice', facts: await gatherInvoiceFacts(stripe, event.data.object) };
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = await stripe.subscriptions.retrieve(event.data.object.id);
    const cancelled =
      event.type === 'customer.subscription.created'
        ? await cancelNewerSubscriptions(stripe, subscription)
        : [];
    const current = cancelled.find((each) => each.id === subscription.id) ?? subscription;
    return { kind: 'subscription', subscription: current, cancelled };
  }
  if (
    event.type === 'charge.refunded' ||
    event.type === 'charge.dispute.created' ||
    event.type === 'charge.dispute.closed'
  ) {
    const purchase = await findReversedPurchase(deps.db, stripe, event.data.object.payment_intent);
    return { kind: 'reversal', purchase };
  }
  return { kind: 'none' };
}

/** The Stripe subscription an event's effect would write, if any. */
function subscriptionOf(facts: Facts): Stripe.Subscription | null {
  if (facts.kind === 'subscription') return facts.subscription;
  if (facts.kind === 'invoice') return facts.facts.subscription;
  if (facts.kind === 'reversal' && facts.purchase.kind === 'invoice')
    return facts.purchase.facts.subscription;
  return null;
}

/**
 * A reversal that overtook its purchase's webhook (ADR 0064): the purchase, as Stripe told it, is
 * applied first — the same idempotent fulfilment its own event will find done — so the reversal
 * below finds the payment and takes back what was granted, and nothing is lost in either order.
 */
async function applyOvertakenPurchase(tx: Transaction, facts: Facts, now: Date): Promise<void> {
  if (facts.kind !== 'reversal') return;
  const { purchase } = facts;
  if (purchase.kind === 'checkout') await fulfilCheckoutSession(tx, purchase.session, now);
  if (purchase.kind === 'invoice')
    await applyInvoicePaid(tx, purchase.invoice, purchase.facts, now);
}

/**
 * Applies one event's effect in the transaction that records it. Unknown types are recorded only.
 */
async function applyEffect(
  tx: Transaction,
  event: Stripe.Event,
  facts: Facts,
  deps: CoreDeps,
): Promise<void> {
  const now = nowOf(deps);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilCheckoutSession(tx, event.data.object, now);
      return;
    case 'checkout.session.async_payment_failed':
      await failCheckoutPayment(tx, event.data.object, now);
      return;
    case 'checkout.session.expired':
      await expireCheckoutPayment(tx, event.data.object, now);
      return;
    case 'invoice.paid':
      if (facts.kind === 'invoice') await applyInvoicePaid(tx, event.data.object, facts.facts, now);
      return;
    case 'invoice.payment_failed':
      if (facts.kind === 'invoice')
        await applyInvoiceFailed(tx, event.data.object, facts.facts, now);
      return;
    case 'customer.subscription.created':
      if (facts.kind === 'subscription') {
        await applySubscriptionChange(tx, facts.subscription);
        await tellDuplicateCancelled(tx, facts.cancelled);
      }
      return;
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      if (facts.kind === 'subscription') await applySubscriptionChange(tx, facts.subscription);
      return;
    case 'charge.refunded':
      await applyOvertakenPurchase(tx, facts, now);
      await applyChargeRefunded(tx, event.data.object, now);
      return;
    case 'charge.dispute.created':
      await applyOvertakenPurchase(tx, facts, now);
      await applyDisputeCreated(tx, event.data.object, now);
      return;
    case 'charge.dispute.closed':
      await applyOvertakenPurchase(tx, facts, now);
      await applyDisputeClosed(tx, event.data.object, now);
      return;
    default:
      return;
  }
}

/**
 * Facts asked again keep the duplicates the first ask cancelled: Stripe lists them as cancelled
 * now, and the user must still be told.
 */
function keepCancelled(again: Facts, first: Facts): Facts {
  if (again.kind !== 'subscription' || first.kind !== 'subscription') return again;
  const more = first.cancelled.filter((sub) => !again.cancelled.some((each) => each.id === sub.id));
  return { ...again, cancelled: [...again.cancelled, ...more] };
}

/** Whether our copy of the subscription was written at or after `since`. */
async function storedSince(tx: Transaction, stripeSubscriptionId: string, since: Date) {
  const [row] = await tx
    .select({ updatedAt: subscriptions.updatedAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row !== undefined && row.updatedAt.getTime() >= since.getTime();
}

/**
 * Applies a verified Stripe event once (ADR 0048): ONE transaction records
 * `stripe_events.id` and makes its effect, so a redelivery — or 20 at once — changes nothing more:
 * the event row's insert waits for a concurrent one to commit and then finds it, the ledger keys
 * guard the grants underneath, and a unique violation from either race is a duplicate, never an
 * error. Whatever Stripe must be asked is asked first, outside the transaction. Throws when the
 * effect failed (nothing recorded): the route answers 5xx and Stripe retries. Returns only once
 * the event's row is on disk (`awaitDurable`).
 */
export async function processStripeEvent(
  deps: CoreDeps,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  const outcome = await recordAndApply(deps, event);
  await awaitDurable(deps, event);
  return outcome;
}

/**
 * Waits until the event's row — and so its effect, committed before — is on disk: a synchronous
 * write of the row, whose commit flushes the WAL up to it, which holds every earlier commit. The
 * event's own transaction commits without waiting for its flush (`synchronous_commit = off`)
 * because a balance change NOTIFYs (migration 0034) and PostgreSQL holds one lock of the whole
 * cluster from a notifying commit until its flush: synchronous, those commits flushed one after
 * another instead of together (ADR 0074). A duplicate waits too: the commit it saw may not be
 * flushed yet. One whose effect another event made first (a ledger key's unique violation) has
 * no row yet: it is recorded here, as the effect is done. The route answers 2xx only after this.
 */
async function awaitDurable(deps: CoreDeps, event: Stripe.Event): Promise<void> {
  await deps.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoUpdate({
      target: stripeEvents.id,
      set: { processedAt: sql`${stripeEvents.processedAt}` },
    });
}

async function recordAndApply(deps: CoreDeps, event: Stripe.Event): Promise<StripeEventOutcome> {
  // A redelivery asks Stripe nothing and opens no transaction (the transaction below is the guard;
  // this saves the calls and the round trips).
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const fetchedAt = new Date();
  const gathered = await gatherFacts(deps, event);
  const refundedForDeletedOwner = await refundIfOwnerDeleted(deps, event);
  try {
    return await deps.db.transaction(async (tx) => {
      // Durable before Stripe is answered: `awaitDurable` (ADR 0074).
      await tx.execute(sql`set local synchronous_commit = off`);
      const recorded = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (recorded.length === 0) return 'duplicate';
      if (await recordDeletedOwnerRefund(tx, event, refundedForDeletedOwner, nowOf(deps))) {
        return 'processed';
      }
      const subscription = subscriptionOf(gathered);
      if (subscription && (await ownerDeleted(tx, subscription))) {
        deps.logger.info(
          { eventId: event.id, type: event.type },
          'stripe event for a deleted account: recorded only',
        );
        return 'processed';
      }
      // Under the user's billing lock now: a switch or cancellation stored after our fetch means
      // Stripe changed since, so what we fetched is stale and must not overwrite it. Ask again,
      // holding the lock (rare: only when the two overlapped), so nothing can change in between.
      const facts =
        subscription && (await storedSince(tx, subscription.id, fetchedAt))
          ? keepCancelled(await gatherFacts(deps, event), gathered)
          : gathered;
      await applyEffect(tx, event, facts, deps);
      return 'processed';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
