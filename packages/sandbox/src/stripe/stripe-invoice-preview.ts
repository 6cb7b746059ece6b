import type Stripe from 'stripe';
import { buildInvoice } from './stripe-billing-objects';
import { invalidRequest } from './stripe-errors';
import { addInterval } from './stripe-invoice-flow';
import type { InvoicePreview } from './stripe-param-schemas';
import { periodLine, planPriceChange } from './stripe-proration';
import type { StripeSandbox } from './stripe-sandbox';
import { requestedPrice } from './stripe-subscription-flow';

/** The subscription previewed, checked as Stripe checks it. */
function previewedSubscription(sandbox: StripeSandbox, params: InvoicePreview) {
  if (!params.subscription) {
    throw invalidRequest(
      'The sandbox previews the invoices of a subscription: pass `subscription`.',
      'subscription',
      'parameter_missing',
    );
  }
  const subscription = sandbox.get('subscriptions', params.subscription, 'subscription');
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (params.customer && params.customer !== customerId) {
    throw invalidRequest(
      `The subscription ${subscription.id} does not belong to the customer ${params.customer}.`,
      'customer',
    );
  }
  const item = subscription.items.data[0];
  if (subscription.status === 'canceled' || !item) {
    throw invalidRequest(
      `No upcoming invoices for customer: ${customerId}`,
      undefined,
      'invoice_upcoming_none',
    );
  }
  return { subscription, customerId, item };
}

/**
 * `POST /v1/invoices/create_preview` for a subscription (what the product asks before a plan
 * change): nothing is saved. With a price change, as Stripe previews it: what is invoiced at
 * once (`always_invoice`, or any change of interval) is the preview, at the change's time (the
 * customer's clock, or `proration_date`); otherwise the next renewal, with the prorations kept for
 * it and the new price's period. Without a change, the next renewal.
 */
export function previewInvoice(sandbox: StripeSandbox, params: InvoicePreview): Stripe.Invoice {
  const { subscription, customerId, item } = previewedSubscription(sandbox, params);
  const customer = sandbox.get('customers', customerId);
  const details = params.subscription_details ?? {};
  const at = details.proration_date ?? sandbox.secondsFor(customerId);
  const price = requestedPrice(
    sandbox,
    subscription,
    details.items?.[0],
    'subscription_details[items][0]',
  );
  const pending = sandbox.state.pendingProrations[subscription.id] ?? [];
  const base = { customer, subscription, item, preview: true };
  const change = price
    ? planPriceChange({
        item,
        price,
        behavior: details.proration_behavior ?? 'create_prorations',
        at,
        products: sandbox.state.products,
      })
    : null;
  if (change && change.invoiceNow.length > 0) {
    return buildInvoice({
      ...base,
      created: at,
      billingReason: 'subscription_update',
      lines: [...pending, ...change.invoiceNow],
      periodStart: at,
      periodEnd: change.newPeriod?.end ?? item.current_period_end,
    });
  }
  if (!price && subscription.cancel_at_period_end) {
    throw invalidRequest(
      `No upcoming invoices for customer: ${customerId}`,
      undefined,
      'invoice_upcoming_none',
    );
  }
  const next: Stripe.SubscriptionItem = {
    ...item,
    price: price ?? item.price,
    current_period_start: item.current_period_end,
    current_period_end: addInterval(
      item.current_period_end,
      (price ?? item.price).recurring?.interval ?? 'month',
    ),
  };
  const invoice = buildInvoice({
    ...base,
    created: item.current_period_end,
    billingReason: 'upcoming',
    lines: [...pending, ...(change?.pending ?? []), periodLine(next, sandbox.state.products)],
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
  });
  invoice.next_payment_attempt = item.current_period_end;
  return invoice;
}
