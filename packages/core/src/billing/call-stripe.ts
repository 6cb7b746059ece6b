import Stripe from 'stripe';
import { AppError } from '@fanout/shared';
import type { CoreDeps } from '../deps';

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now, try again';

/**
 * Every call to Stripe goes through here, so a Stripe failure (outage, timeout, refused request)
 * reaches the user as one clear 502 instead of a raw 500, and its details (which may name keys or
 * ids) go only to the log.
 */
export async function callStripe<T>(
  deps: CoreDeps,
  what: string,
  call: (stripe: Stripe) => Promise<T>,
): Promise<T> {
  if (!deps.billing) {
    deps.logger.error({ what }, 'billing: this process has no Stripe client');
    throw new AppError('BAD_GATEWAY', PAYMENTS_UNAVAILABLE);
  }
  try {
    return await call(deps.billing.stripe);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    deps.logger.error(
      { what, type: error.type, code: error.code, status: error.statusCode, param: error.param },
      `billing: Stripe refused ${what}: ${error.message}`,
    );
    throw new AppError('BAD_GATEWAY', PAYMENTS_UNAVAILABLE, { cause: error });
  }
}
