import type Stripe from 'stripe';
import { escapeHtml, htmlPage } from '../http/html-page';

/**
 * The simulator's hosted checkout and portal pages: plain server-rendered HTML with no script
 * (the host's CSP), labelled controls, and the test cards listed on the page.
 */

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Stripe's card that always asks for 3-D Secure (`requires_action`) before it pays. */
  authentication: '4000 0025 0000 3155',
} as const;

/** Stripe's message when the buyer fails (or abandons) the 3-D Secure challenge. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface CheckoutLine {
  name: string;
  quantity: number;
  amount: number;
  interval: string | null;
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

export function renderCheckoutPage(input: {
  session: Stripe.Checkout.Session;
  lines: CheckoutLine[];
  action: string;
  error?: string;
  cardNumber?: string;
}): string {
  const { session } = input;
  const currency = session.currency ?? 'usd';
  const rows = input.lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span>
        <span>${formatAmount(line.amount, currency)}${line.interval ? ` / ${escapeHtml(line.interval)}` : ''}</span></li>`,
    )
    .join('');
  const total = formatAmount(session.amount_total ?? 0, currency);
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const asyncOption =
    session.mode === 'payment'
      ? `<div class="choice"><input type="radio" id="method-async" name="method" value="async">
        <label for="method-async">Delayed bank debit (confirmed a little later)</label></div>`
      : '';
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Return to Fanout</a></p>`
    : '';
  return page(
    'Pay Fanout (Stripe sandbox)',
    `<p class="badge">Stripe sandbox · test mode</p>
    <h1>Pay Fanout</h1>
    <ul class="lines" aria-label="Order summary">${rows}</ul>
    <p class="total"><span>Total due today</span> <strong>${total}</strong></p>
    <form method="post" action="${escapeHtml(input.action)}">
      <fieldset>
        <legend>Payment method</legend>
        <div class="choice"><input type="radio" id="method-card" name="method" value="card" checked>
        <label for="method-card">Card</label></div>
        ${asyncOption}
      </fieldset>
      <label for="card-number">Card number</label>
      <input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="off"
        value="${escapeHtml(input.cardNumber ?? '')}" aria-describedby="test-cards">
      <div id="test-cards" class="hint">
        <p>Test cards: <code>${TEST_CARDS.succeeds}</code> succeeds;
        <code>${TEST_CARDS.declined}</code> is declined;
        <code>${TEST_CARDS.authentication}</code> asks for 3-D Secure first. Any expiry date and CVC.</p>
      </div>
      ${error}
      <button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'} ${total}</button>
    </form>
    ${back}`,
  );
}

/**
 * The card's bank asks the buyer to authenticate (3-D Secure: the PaymentIntent `requires_action`);
 * nothing is paid until they complete it.
 */
export function renderAuthenticationPage(input: { action: string; total: string }): string {
  return page(
    '3-D Secure authentication (Stripe sandbox)',
    `<p class="badge">Stripe sandbox · test mode</p>
    <h1>Authenticate this payment</h1>
    <p>Your bank asks you to confirm the payment of <strong>${escapeHtml(input.total)}</strong>.</p>
    <form method="post" action="${escapeHtml(input.action)}">
      <button type="submit" name="result" value="complete">Complete authentication</button>
      <button type="submit" name="result" value="fail">Fail authentication</button>
    </form>`,
  );
}

/** A session that cannot be paid any more (paid, or expired). */
export function renderClosedCheckoutPage(session: Stripe.Checkout.Session): string {
  const message =
    session.status === 'complete'
      ? 'This checkout is already complete.'
      : 'This checkout session has expired and can no longer be paid.';
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Return to Fanout</a></p>`
    : '';
  return page(
    'Checkout closed (Stripe sandbox)',
    `<p class="badge">Stripe sandbox · test mode</p>
    <h1>${message}</h1>${back}`,
  );
}

export interface PortalPlan {
  subscription: Stripe.Subscription;
  label: string;
  /** The prices the portal's configuration lets it switch to, with their labels. */
  choices: { price: string; label: string }[];
  /** The configuration lets the customer cancel (and renew). */
  cancel: boolean;
}

export function renderPortalPage(input: {
  plans: PortalPlan[];
  returnUrl: string | null;
  action: string;
  notice?: string;
}): string {
  const plans = input.plans.map((plan) => renderPlan(plan, input.action)).join('');
  const notice = input.notice
    ? `<p class="notice" role="status">${escapeHtml(input.notice)}</p>`
    : '';
  const back = input.returnUrl
    ? `<p><a href="${escapeHtml(input.returnUrl)}">Return to Fanout</a></p>`
    : '';
  return page(
    'Manage your plan (Stripe sandbox)',
    `<p class="badge">Stripe sandbox · test mode</p>
    <h1>Manage your plan</h1>${notice}
    ${plans || '<p>You have no active subscription.</p>'}
    ${back}`,
  );
}

function renderPlan(plan: PortalPlan, action: string): string {
  const { subscription } = plan;
  const item = subscription.items.data[0];
  const ends = item ? new Date(item.current_period_end * 1000).toISOString().slice(0, 10) : '';
  const state = subscription.cancel_at_period_end
    ? `Cancels on ${ends}.`
    : `${subscription.status === 'active' ? 'Renews' : 'Status: ' + escapeHtml(subscription.status) + '. Next period'} on ${ends}.`;
  const hidden = `<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">`;
  // Stripe's portal offers "Renew plan" while a cancellation is pending.
  const cancel = !plan.cancel
    ? ''
    : subscription.cancel_at_period_end
      ? `<form method="post" action="${escapeHtml(`${action}/renew`)}">${hidden}
      <button type="submit" class="secondary">Renew plan</button></form>`
      : `<form method="post" action="${escapeHtml(`${action}/cancel`)}">${hidden}
      <button type="submit" class="secondary">Cancel plan</button></form>`;
  const options = plan.choices
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.price)}">${escapeHtml(choice.label)}</option>`,
    )
    .join('');
  const id = `price-${escapeHtml(subscription.id)}`;
  const switchForm = options
    ? `<form method="post" action="${escapeHtml(`${action}/switch`)}">${hidden}
      <label for="${id}">Switch plan</label>
      <select id="${id}" name="price" aria-describedby="${id}-hint">${options}</select>
      <p id="${id}-hint" class="hint">A dearer plan starts now and the difference for the rest
        of this period is charged today; a cheaper one applies from the next period.</p>
      <button type="submit">Switch plan</button></form>`
    : '';
  const heading = `plan-${escapeHtml(subscription.id)}`;
  return `<section aria-labelledby="${heading}">
    <h2 id="${heading}">${escapeHtml(plan.label)}</h2>
    <p>${state}</p>
    <div class="actions">${cancel}</div>
    ${switchForm}
  </section>`;
}

function page(title: string, body: string): string {
  return htmlPage(title, body, STYLE);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 30rem; margin: 3rem auto; padding: 2rem; background: #fff;
    border: 1px solid #e3e8ee; border-radius: 12px; }
  h1 { font-size: 1.35rem; margin: 0.25rem 0 1rem; }
  h2 { font-size: 1.1rem; margin: 1rem 0 0.25rem; }
  .badge { display: inline-block; margin: 0; padding: 0.15rem 0.6rem; border-radius: 999px;
    background: #fff4e5; color: #7a3e00; font-size: 0.8rem; font-weight: 600; }
  .lines { list-style: none; padding: 0; margin: 0 0 0.5rem; }
  .lines li, .total { display: flex; justify-content: space-between; gap: 1rem; }
  .total { border-top: 1px solid #e3e8ee; padding-top: 0.5rem; margin-bottom: 1.25rem; }
  fieldset { border: 1px solid #e3e8ee; border-radius: 8px; margin: 0 0 1rem; padding: 0.5rem 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .choice { display: flex; gap: 0.5rem; align-items: center; }
  .choice label { font-weight: 400; margin: 0; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  input[type=text], select { box-sizing: border-box; width: 100%; padding: 0.5rem 0.65rem;
    font: inherit; border: 1px solid #8792a2; border-radius: 8px; margin-bottom: 0.5rem; }
  .hint { color: #4f566b; font-size: 0.875rem; }
  code { font-size: 0.9em; background: #f6f9fc; padding: 0.1em 0.3em; border-radius: 4px; }
  .error { color: #a41c1c; background: #fdf2f2; border: 1px solid #f5c2c2; border-radius: 8px;
    padding: 0.5rem 0.75rem; }
  .notice { color: #0b5c2e; background: #effaf3; border: 1px solid #b7e4c7; border-radius: 8px;
    padding: 0.5rem 0.75rem; }
  .actions { display: flex; gap: 0.75rem; margin: 0.5rem 0; }
  button { font: inherit; font-weight: 600; padding: 0.55rem 1.2rem; border-radius: 8px;
    border: 1px solid #4f46e5; background: #4f46e5; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border-color: #8792a2; }
  a { color: #3c36c4; }
`;
