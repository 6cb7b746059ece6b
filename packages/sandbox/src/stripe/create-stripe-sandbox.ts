import { settleAsyncPayment } from './stripe-checkout-flow';
import { StripeSandbox, type StripeSandboxOptions } from './stripe-sandbox';

/**
 * The Stripe simulator's state, clock and webhook sender, for `stripeSandboxPlugin`. Delayed
 * payments settle on their own (successfully) after `asyncDelayMs` unless the control API settles
 * them first.
 */
export function createStripeSandbox(options: StripeSandboxOptions): StripeSandbox {
  const sandbox = new StripeSandbox(options);
  sandbox.settleAsync = (sessionId) => {
    try {
      settleAsyncPayment(sandbox, sessionId, 'succeeded');
    } catch {
      // Settled meanwhile by the control API: nothing left to do.
    }
  };
  return sandbox;
}
