import type Stripe from 'stripe';

/**
 * How core reaches Stripe (ADR 0047): the real SDK, pointed at api.stripe.com in live
 * mode or at the built-in Stripe simulator (ADR 0046) in sandbox mode.
 */
export interface BillingDeps {
  mode: 'live' | 'sandbox';
  stripe: Stripe;
  /** The signing secret `POST /api/webhooks/stripe` verifies every event with. */
  webhookSecret: string;
}
