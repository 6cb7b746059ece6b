import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { payments, subscriptionPlans, type PaymentRow } from '@fanout/db/schema';
import { AppError, type BillingInterval } from '@fanout/shared';
import { addBillingNotice } from './billing-notices';
import { grantCredits } from './grant-credits';
import { planOfStripePrice, type InvoiceFacts } from './invoice-facts';
import { storeSubscription } from './store-subscription';
import { announcePaymentSucceeded } from './announce-payment';

/** The ledger key of a plan's credits for one paid invoice. */
export function invoiceGrantKey(invoiceId: string): string {
  return `stripe:invoice:${invoiceId}`;
}

function planDescription(planName: string, interval: BillingInterval): string {
  return `${planName} (${interval === 'year' ? 'yearly' : 'monthly'})`;
}

/**
 * A plan change's invoice bills prorations (the unused time credited, the new plan's time
 * charged): Payment History says so, so its amount is not mistaken for the plan's price.
 */
function paymentDescription(invoice: Stripe.Invoice, plan: string): string {
  return invoice.billing_reason === 'subscription_update' ? `${plan}, prorated` : plan;
}

/**
 * The plan of the subscription's latest other paid invoice (null on its first): what it paid for
 * before this one. Read from the payments, not the subscription row, which a switch may already
 * have moved to the new plan before this event arrives.
 */
async function previousPaidPlan(tx: Transaction, subscriptionId: string, invoiceId: string) {
  const [row] = await tx
    .select({ planId: subscriptionPlans.id, credits: subscriptionPlans.creditsPerMonth })
    .from(payments)
    .innerJoin(subscriptionPlans, sql`${subscriptionPlans.id}::text = ${payments.itemId}`)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        ne(payments.stripeInvoiceId, invoiceId),
        inArray(payments.status, ['completed', 'refunded', 'disputed']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * `invoice.paid` (ADR 0048): the subscription stored as Stripe says it now, with the plan of
 * the billed price as the plan paid for; the invoice's payment row completed; the plan's credits
 * granted once (key `stripe:invoice:{id}`, a lot that never expires while the subscription is
 * paid). A yearly plan's invoice grants month 1; the sweep grants the others. An upgrade's
 * proration invoice grants what the new plan gives beyond the old one for the current period.
 */
export async function applyInvoicePaid(
  tx: Transaction,
  invoice: Stripe.Invoice,
  facts: InvoiceFacts,
  now: Date,
): Promise<void> {
  if (!facts.subscription || !facts.price) return;
  const plan = await planOfStripePrice(tx, facts.price);
  const row = await storeSubscription(tx, facts.subscription, { paidPlanId: plan.id });
  const previous = await previousPaidPlan(tx, row.id, invoice.id);
  const payment = await storeInvoicePayment(tx, invoice, facts, {
    userId: row.userId,
    subscriptionId: row.id,
    status: 'completed',
    credits: plan.creditsPerMonth,
    description: paymentDescription(invoice, planDescription(plan.name, row.interval)),
    itemId: plan.id,
    now,
  });
  const upgrade =
    invoice.billing_reason === 'subscription_update' && previous && previous.planId !== plan.id;
  const credits = upgrade
    ? Math.max(0, plan.creditsPerMonth - previous.credits)
    : plan.creditsPerMonth;
  if (credits <= 0) return;
  await grantCredits(tx, {
    userId: row.userId,
    amount: credits,
    kind: 'subscription_grant',
    description: `${plan.name} credits`,
    reference: invoice.id,
    idempotencyKey: invoiceGrantKey(invoice.id),
    expiresAt: null,
    paymentId: payment.id,
    subscriptionId: row.id,
  });
}

/** `invoice.payment_failed`: the subscription re-stored (past due), the payment failed, told once. */
export async function applyInvoiceFailed(
  tx: Transaction,
  invoice: Stripe.Invoice,
  facts: InvoiceFacts,
  now: Date,
): Promise<void> {
  if (!facts.subscription || !facts.price) return;
  const plan = await planOfStripePrice(tx, facts.price);
  const row = await storeSubscription(tx, facts.subscription);
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.stripeInvoiceId, invoice.id));
  if (existing) return; // Stripe's next retry fails again: the user was told on the first.
  const description = planDescription(plan.name, row.interval);
  await storeInvoicePayment(tx, invoice, facts, {
    userId: row.userId,
    subscriptionId: row.id,
    status: 'failed',
    credits: 0,
    description,
    itemId: plan.id,
    now,
  });
  await addBillingNotice(
    tx,
    row.userId,
    'payment_failed',
    'Subscription payment failed',
    `The payment for ${description} failed. Update your payment method under Manage billing to keep your plan.`,
  );
}

interface InvoicePaymentFields {
  userId: string;
  subscriptionId: string;
  status: 'completed' | 'failed';
  credits: number;
  description: string;
  itemId: string;
  now: Date;
}

/** The invoice's payment row (keyed by the invoice id): created, or completed when it was failed. */
async function storeInvoicePayment(
  tx: Transaction,
  invoice: Stripe.Invoice,
  facts: InvoiceFacts,
  fields: InvoicePaymentFields,
): Promise<PaymentRow> {
  const completed = fields.status === 'completed';
  const values = {
    userId: fields.userId,
    kind: 'subscription' as const,
    status: fields.status,
    amount: completed ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    credits: fields.credits,
    description: fields.description,
    itemId: fields.itemId,
    subscriptionId: fields.subscriptionId,
    stripeInvoiceId: invoice.id,
    stripePaymentIntentId: facts.paymentIntentId,
    completedAt: completed ? fields.now : null,
  };
  // A failed invoice paid on a later try becomes completed; a completed (or refunded) one stays.
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.stripeInvoiceId,
      set: { ...values, updatedAt: fields.now },
      setWhere: completed ? sql`${payments.status} in ('pending', 'failed')` : sql`false`,
    })
    .returning();
  if (row) {
    await announcePaymentSucceeded(tx, row);
    return row;
  }
  const [existing] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripeInvoiceId, invoice.id));
  if (!existing) throw new AppError('INTERNAL', `Payment of invoice ${invoice.id} was not stored`);
  return existing;
}
