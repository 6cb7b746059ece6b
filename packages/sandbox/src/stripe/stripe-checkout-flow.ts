import type Stripe from 'stripe';
import { createCustomer } from './stripe-catalog-flow';
import { buildPrice, buildProduct } from './stripe-catalog-objects';
import { chargePaymentIntent, recordPayment, recordPaymentIntent } from './stripe-charge-flow';
import { buildCheckoutSession, customerDetailsOf } from './stripe-checkout-objects';
import { checkMinimumTotal, checkedCurrency } from './stripe-currencies';
import { invalidRequest } from './stripe-errors';
import type { CheckoutSessionCreate } from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';
import type { SessionLine } from './stripe-state';
import { startSubscription } from './stripe-subscription-flow';

/** Stripe's default and bounds for `expires_at`: 24 hours, at least 30 minutes. */
const DEFAULT_EXPIRY_SECONDS = 24 * 3600;
const MIN_EXPIRY_SECONDS = 30 * 60;

export type PayOutcome = 'succeeded' | 'declined' | 'async';

/** `POST /v1/checkout/sessions`: an open session with its hosted page. */
export function createCheckoutSession(
  sandbox: StripeSandbox,
  params: CheckoutSessionCreate,
): Stripe.Checkout.Session {
  const customer = params.customer ? sandbox.get('customers', params.customer, 'customer') : null;
  const lines = params.line_items.map((line, index) => lineOf(sandbox, params.mode, line, index));
  const prices = lines.map((line) => sandbox.get('prices', line.price));
  const currencies = new Set(prices.map((price) => price.currency));
  if (currencies.size > 1) {
    throw invalidRequest('All line items must use the same currency.', 'line_items');
  }
  if (params.mode === 'subscription' && lines.length > 1) {
    // Stripe allows several; the simulator keeps one item per subscription (ADR 0046).
    throw invalidRequest('The sandbox supports one line item per subscription.', 'line_items');
  }
  const currency = prices[0]?.currency ?? 'usd';
  const amountTotal = lines.reduce(
    (sum, line, i) => sum + (prices[i]?.unit_amount ?? 0) * line.quantity,
    0,
  );
  checkMinimumTotal(amountTotal, currency, params.mode);
  const created = sandbox.seconds();
  const expiresAt = params.expires_at ?? created + DEFAULT_EXPIRY_SECONDS;
  if (expiresAt < created + MIN_EXPIRY_SECONDS || expiresAt > created + DEFAULT_EXPIRY_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }
  const session = buildCheckoutSession({
    created,
    expiresAt,
    mode: params.mode,
    customer,
    currency,
    amountTotal,
    successUrl: params.success_url,
    cancelUrl: params.cancel_url ?? null,
    clientReferenceId: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    publicUrl: sandbox.options.publicUrl,
  });
  sandbox.state.sessions[session.id] = session;
  sandbox.state.sessionLines[session.id] = lines;
  sandbox.state.sessionExtras[session.id] = {
    paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
    subscriptionMetadata: params.subscription_data?.metadata ?? {},
  };
  return session;
}

function lineOf(
  sandbox: StripeSandbox,
  mode: 'payment' | 'subscription',
  line: CheckoutSessionCreate['line_items'][number],
  index: number,
): SessionLine {
  const param = `line_items[${index}]`;
  if (line.quantity < 1) throw invalidRequest('Quantity must be at least 1.', `${param}[quantity]`);
  if (Boolean(line.price) === Boolean(line.price_data)) {
    throw invalidRequest(`You must specify either \`price\` or \`price_data\` in ${param}.`, param);
  }
  const price = line.price
    ? sandbox.get('prices', line.price, `${param}[price]`)
    : inlinePrice(sandbox, line.price_data, param);
  if (mode === 'payment' && price.recurring) {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      `${param}[price]`,
    );
  }
  if (mode === 'subscription' && !price.recurring) {
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      `${param}[price]`,
    );
  }
  if (!price.active && line.price) {
    throw invalidRequest(`The price \`${price.id}\` is not active.`, `${param}[price]`);
  }
  return { price: price.id, quantity: line.quantity };
}

/** `price_data`: Stripe creates a one-off product and an inactive price for the line. */
function inlinePrice(
  sandbox: StripeSandbox,
  data: CheckoutSessionCreate['line_items'][number]['price_data'],
  param: string,
): Stripe.Price {
  if (!data) throw new Error('unreachable: lineOf checked price_data');
  const created = sandbox.seconds();
  const product = buildProduct({ created, ...data.product_data, active: false });
  const price = buildPrice({
    created,
    product: product.id,
    unitAmount: data.unit_amount,
    currency: checkedCurrency(data.currency, `${param}[price_data][currency]`),
    active: false,
  });
  sandbox.state.products[product.id] = product;
  sandbox.state.prices[price.id] = price;
  return price;
}

/**
 * The session, expired when its time has passed: Stripe expires open sessions on time and sends
 * `checkout.session.expired` (once: the session is no longer open afterwards).
 */
export function currentSession(sandbox: StripeSandbox, id: string): Stripe.Checkout.Session {
  const session = sandbox.get('sessions', id, 'session');
  if (session.status === 'open' && sandbox.seconds() >= session.expires_at) {
    session.status = 'expired';
    session.url = null;
    sandbox.emit([sandbox.event('checkout.session.expired', session)]);
  }
  return session;
}

/** The session as answered, with `payment_intent` / `subscription` expanded on request. */
export function presentSession(
  sandbox: StripeSandbox,
  session: Stripe.Checkout.Session,
  expand: readonly string[] = [],
): Stripe.Checkout.Session {
  const shown = { ...session };
  if (expand.includes('payment_intent') && typeof session.payment_intent === 'string') {
    shown.payment_intent = sandbox.get('paymentIntents', session.payment_intent);
  }
  if (expand.includes('subscription') && typeof session.subscription === 'string') {
    shown.subscription = sandbox.get('subscriptions', session.subscription);
  }
  return shown;
}

/**
 * The buyer submits the payment form. `succeeded`: paid now; `declined`: nothing changes (the
 * session stays open); `async`: completed but unpaid, settled later (settleAsyncPayment).
 */
export function payCheckoutSession(
  sandbox: StripeSandbox,
  id: string,
  outcome: PayOutcome,
): Stripe.Checkout.Session {
  const session = currentSession(sandbox, id);
  if (session.status !== 'open') {
    throw invalidRequest('This Checkout Session is no longer active.', 'session');
  }
  if (outcome === 'declined') return session;
  if (outcome === 'async' && session.mode !== 'payment') {
    throw invalidRequest(
      'The delayed payment method is offered for payment-mode sessions only.',
      'outcome',
    );
  }
  const customer =
    typeof session.customer === 'string' ? sandbox.get('customers', session.customer) : null;
  session.status = 'complete';
  session.customer_details = customerDetailsOf(customer);
  session.url = null;
  if (session.mode === 'subscription') return completeSubscription(sandbox, session);
  const extras = sandbox.state.sessionExtras[session.id];
  const payment = {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    customer: customer?.id ?? null,
    metadata: extras?.paymentIntentMetadata ?? {},
    description: null,
  };
  if (outcome === 'async') {
    const processing = recordPaymentIntent(sandbox, payment, 'processing');
    session.payment_intent = processing.id;
    sandbox.scheduleAsync(session.id, sandbox.now() + sandbox.state.asyncDelayMs);
  } else {
    session.payment_intent = recordPayment(sandbox, payment).paymentIntent.id;
    session.payment_status = 'paid';
  }
  sandbox.emit([sandbox.event('checkout.session.completed', session)]);
  return session;
}

function completeSubscription(
  sandbox: StripeSandbox,
  session: Stripe.Checkout.Session,
): Stripe.Checkout.Session {
  const [line] = sandbox.state.sessionLines[session.id] ?? [];
  if (!line) throw invalidRequest('A subscription needs a line item.', 'session');
  // Without `customer`, Stripe creates one for the subscription (`customer_creation`).
  const customer =
    typeof session.customer === 'string' ? session.customer : createCustomer(sandbox, {}).id;
  session.customer = customer;
  const { subscription, invoice, events } = startSubscription(sandbox, {
    customer,
    price: sandbox.get('prices', line.price),
    quantity: line.quantity,
    metadata: sandbox.state.sessionExtras[session.id]?.subscriptionMetadata ?? {},
  });
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.payment_status = 'paid';
  sandbox.emit([...events, sandbox.event('checkout.session.completed', session)]);
  return session;
}

/** The delayed payment settles: `checkout.session.async_payment_succeeded` or `_failed`. */
export function settleAsyncPayment(
  sandbox: StripeSandbox,
  id: string,
  outcome: 'succeeded' | 'failed',
): Stripe.Checkout.Session {
  const session = sandbox.get('sessions', id, 'session');
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? sandbox.get('paymentIntents', session.payment_intent)
      : null;
  if (!paymentIntent || paymentIntent.status !== 'processing') {
    throw invalidRequest(`Checkout Session ${id} has no payment waiting to settle.`, 'session');
  }
  sandbox.cancelAsync(id);
  if (outcome === 'failed') {
    paymentIntent.status = 'requires_payment_method';
    paymentIntent.last_payment_error = {
      type: 'card_error',
      code: 'payment_method_provider_decline',
      message: 'The payment was declined by the bank.',
    };
    sandbox.emit([sandbox.event('checkout.session.async_payment_failed', session)]);
    return session;
  }
  chargePaymentIntent(sandbox, paymentIntent);
  session.payment_status = 'paid';
  sandbox.emit([sandbox.event('checkout.session.async_payment_succeeded', session)]);
  return session;
}
