import type Stripe from 'stripe';
import { currentSession } from './stripe-checkout-flow';
import { invalidRequest } from './stripe-errors';
import type { CheckoutSessionList } from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * `GET /v1/checkout/sessions`: the sessions, newest first, filtered by customer and status, a page
 * of `limit` (10 by default, 1 to 100) after `starting_after` — how the product finds a buyer's
 * open Checkouts to expire them (ADR 0049).
 */
export function listCheckoutSessions(
  sandbox: StripeSandbox,
  params: CheckoutSessionList,
): Stripe.ApiList<Stripe.Checkout.Session> {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be between 1 and 100.', 'limit');
  }
  // Insertion order reversed, then a stable sort by `created`: sessions of the same second keep
  // newest first, as Stripe lists them.
  const newestFirst = Object.keys(sandbox.state.sessions)
    .reverse()
    .map((id) => currentSession(sandbox, id))
    .sort((a, b) => b.created - a.created);
  const matching = newestFirst
    .filter((session) => !params.customer || session.customer === params.customer)
    .filter((session) => !params.status || session.status === params.status);
  let start = 0;
  if (params.starting_after) {
    const after = sandbox.get('sessions', params.starting_after, 'starting_after');
    start = matching.findIndex((session) => session.id === after.id) + 1;
  }
  const page = matching.slice(start, start + limit);
  return {
    object: 'list',
    data: page,
    has_more: matching.length > start + limit,
    url: '/v1/checkout/sessions',
  };
}

/**
 * `POST /v1/checkout/sessions/{id}/expire`: an open session can no longer be paid (`expired`, no
 * `url`) and `checkout.session.expired` is sent; any other status is refused as Stripe does.
 */
export function expireCheckoutSession(sandbox: StripeSandbox, id: string): Stripe.Checkout.Session {
  const session = currentSession(sandbox, id);
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
    );
  }
  session.status = 'expired';
  session.url = null;
  sandbox.emit([sandbox.event('checkout.session.expired', session)]);
  return session;
}

/**
 * Stripe expires an open session at its `expires_at` and sends `checkout.session.expired`, read
 * or not; the simulator's sweep (create-stripe-sandbox.ts) calls this, and every read of a
 * session past its time (`currentSession`) does the same.
 */
export function expireDueSessions(sandbox: StripeSandbox): void {
  for (const id of Object.keys(sandbox.state.sessions)) currentSession(sandbox, id);
}
