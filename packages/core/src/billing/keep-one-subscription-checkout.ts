import type Stripe from 'stripe';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';

type CheckoutSession = Stripe.Checkout.Session;

/**
 * Opens a subscription Checkout, or gives back the open one of the same click, and expires every
 * other open subscription-mode session of the customer, so only one can be paid: two tabs a minute
 * apart, or two plans, can no longer become two paid subscriptions (ADR 0049, amended by 0064).
 * Runs under the user's billing lock, so calls take turns and each sees the one before.
 *
 * `clickKey` names the click (user, price, minute): an open session carrying it in its metadata is
 * a double click's and is returned as it is. Otherwise a new session is created under an
 * idempotency key made of the click and the customer's newest subscription session, which is new
 * whenever a session is needed (the newest changes with every create) and the same only for the
 * SDK's own retries of one create. Twenty clicks alternating between plans in one minute each get
 * their session at the first try, never a replay of one expired since.
 */
export async function keepOneSubscriptionCheckout(
  deps: CoreDeps,
  customer: string,
  clickKey: string,
  create: (idempotencyKey: string) => Promise<CheckoutSession>,
): Promise<CheckoutSession> {
  const sessions = await subscriptionCheckouts(deps, customer);
  const open = sessions.filter((session) => session.status === 'open');
  const same = open.find((session) => session.metadata?.clickKey === clickKey);
  const session = same ?? (await create(`${clickKey}:after:${sessions[0]?.id ?? 'none'}`));
  await expireCheckouts(
    deps,
    open.filter((other) => other.id !== session.id),
  );
  return session;
}

/** The customer's subscription-mode Checkouts, newest first (every page, every status). */
async function subscriptionCheckouts(deps: CoreDeps, customer: string): Promise<CheckoutSession[]> {
  const listed = await callStripe(deps, 'listing checkouts', (stripe) =>
    stripe.checkout.sessions.list({ customer, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
  );
  return listed.filter((session) => session.mode === 'subscription');
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
