import { settleAsyncPayment } from './stripe-checkout-flow';
import { expireDueSessions } from './stripe-checkout-list-flow';
import { StripeSandbox, type StripeSandboxOptions } from './stripe-sandbox';

/** How often sessions past their `expires_at` are looked for (Stripe is not exact either). */
const EXPIRY_SWEEP_MS = 60_000;

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
  // Sessions nobody reads expire on time too (abandoned or declined Checkouts), as Stripe's do.
  const sweep = setInterval(() => expireDueSessions(sandbox), EXPIRY_SWEEP_MS);
  sweep.unref();
  const close = sandbox.close.bind(sandbox);
  sandbox.close = () => {
    clearInterval(sweep);
    close();
  };
  return sandbox;
}
