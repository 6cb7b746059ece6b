import type { CheckoutOutcome } from '@fanout/shared';
import { AppError } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { fulfilCheckoutSession } from './fulfil-checkout-session';

const NOT_FOUND = 'Checkout session not found';

/**
 * The success page's call (ADR 0047): asks Stripe for the session and runs the same
 * idempotent fulfilment as the webhook, so the buyer sees the credits even when the webhook is
 * late; whichever comes second grants nothing. A session that is not the caller's is 404.
 */
export async function completeCheckout(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ sessionId: string }>,
): Promise<CheckoutOutcome> {
  const stripe = deps.billing?.stripe;
  if (!stripe) throw new AppError('INTERNAL', 'Billing is not configured');
  const session = await stripe.checkout.sessions
    .retrieve(input.sessionId)
    .catch((error: unknown) => {
      if (isStripeNotFound(error)) throw new AppError('NOT_FOUND', NOT_FOUND);
      throw error;
    });
  const owner = session.metadata?.userId ?? session.client_reference_id;
  if (owner !== actor.userId) throw new AppError('NOT_FOUND', NOT_FOUND);
  const outcome = await deps.db.transaction((tx) =>
    fulfilCheckoutSession(tx, session, nowOf(deps)),
  );
  if (!outcome) throw new AppError('NOT_FOUND', NOT_FOUND);
  return outcome;
}

function isStripeNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    (error.statusCode === 404 || error.statusCode === 400)
  );
}
