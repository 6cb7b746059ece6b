import type Stripe from 'stripe';
import { AppError } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { callStripe, PAYMENTS_UNAVAILABLE } from './call-stripe';

type CheckoutSession = Stripe.Checkout.Session;

/**
 * How many sessions closed since can be replayed under one minute's key before giving up: each
 * click on another plan within that minute (A, B, A…) expires the one before, so a key can lead
 * to a dead session once per click. A person clicks a handful of times, never this many.
 */
const MAX_ATTEMPTS = 6;

/**
 * Opens a subscription Checkout with `create` (idempotent under `idempotencyKey`) and expires
 * every other open subscription-mode session of the customer, so only this one can be paid: two
 * tabs a minute apart, or two plans, can no longer become two paid subscriptions (ADR 0049).
 *
 * The session is created FIRST and the open ones listed after: a double click within the minute
 * gets the first click's session back from Stripe's idempotency, and only after the create do we
 * know which session that is (it must stay open). A replay can be a session expired since (by a
 * click on another plan): Stripe replays the stored answer (`status: open`), so the list is the
 * truth, and a dead one is replaced under a key derived from it (still the same for a double
 * click). A paid one is returned as it is: its page says the checkout is complete.
 */
export async function keepOneSubscriptionCheckout(
  deps: CoreDeps,
  customer: string,
  idempotencyKey: string,
  create: (idempotencyKey: string) => Promise<CheckoutSession>,
): Promise<CheckoutSession> {
  let key = idempotencyKey;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const session = await create(key);
    const open = await openSubscriptionCheckouts(deps, customer);
    const live = open.some((other) => other.id === session.id);
    if (live || (await statusOf(deps, session.id)) !== 'expired') {
      await expireCheckouts(
        deps,
        open.filter((other) => other.id !== session.id),
      );
      return session;
    }
    key = `${idempotencyKey}:after:${session.id}`;
  }
  deps.logger.error({ customer }, 'billing: every subscription checkout replayed was expired');
  throw new AppError('BAD_GATEWAY', PAYMENTS_UNAVAILABLE);
}

async function openSubscriptionCheckouts(
  deps: CoreDeps,
  customer: string,
): Promise<CheckoutSession[]> {
  const open = await callStripe(deps, 'listing open checkouts', (stripe) =>
    // Every page (a buyer may have many open credit-pack sessions too).
    stripe.checkout.sessions
      .list({ customer, status: 'open', limit: 100 })
      .autoPagingToArray({ limit: 10_000 }),
  );
  return open.filter((session) => session.mode === 'subscription');
}

async function statusOf(deps: CoreDeps, id: string): Promise<CheckoutSession['status']> {
  const session = await callStripe(deps, 'reading a checkout', (stripe) =>
    stripe.checkout.sessions.retrieve(id),
  );
  return session.status;
}

async function expireCheckouts(deps: CoreDeps, sessions: CheckoutSession[]): Promise<void> {
  for (const session of sessions) {
    await callStripe(deps, 'expiring an older subscription checkout', (stripe) =>
      stripe.checkout.sessions.expire(session.id),
    );
    deps.logger.info(
      { session: session.id, customer: session.customer },
      'billing: expired an older subscription checkout so only the newest can be paid',
    );
  }
}
