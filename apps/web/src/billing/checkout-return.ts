import type { CheckoutOutcome } from '@fanout/shared';
import type { Toast } from '../feedback/show-toast';

/**
 * Stripe sends the browser back to the page that started the checkout (billing-api's success_url and
 * cancel_url): `?checkout=success&session_id=cs_…` or `?checkout=canceled`.
 */
export type CheckoutReturn = { kind: 'success'; sessionId: string } | { kind: 'canceled' };

/** The three pages a checkout starts from; each has its own texts (spec 001 §8). */
export type CheckoutPage = 'credits' | 'buy-credits' | 'subscription';

/** The checkout result in a page's query string, or null when there is none (or it is malformed). */
export function parseCheckoutReturn(searchStr: string): CheckoutReturn | null {
  const params = new URLSearchParams(searchStr);
  const checkout = params.get('checkout');
  if (checkout === 'canceled') return { kind: 'canceled' };
  const sessionId = params.get('session_id')?.trim();
  if (checkout === 'success' && sessionId) return { kind: 'success', sessionId };
  return null;
}

/** The query string without the checkout result, so a reload or Back does not run it again. */
export function withoutCheckoutReturn(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr);
  params.delete('checkout');
  params.delete('session_id');
  return Object.fromEntries(params);
}

const FAILURE: Record<CheckoutPage, string> = {
  credits: 'Failed to purchase credits',
  'buy-credits': 'Failed to initiate credit purchase',
  subscription: 'Failed to activate subscription',
};

const SUCCESS: Record<CheckoutPage, string> = {
  credits: 'Credits purchased successfully',
  'buy-credits': 'Credits purchased successfully',
  subscription: 'Subscription activated successfully',
};

/** The spec's failure toast of a page (spec 001 §8): a canceled or failed checkout, a refused call. */
export function checkoutFailureToast(page: CheckoutPage): Toast {
  return { title: 'Error', message: FAILURE[page], color: 'red' };
}

/**
 * The fulfilment could not be asked (a network or server failure). The payment may well have gone
 * through, and Stripe's webhook will grant it: saying "Failed" here could make the user pay twice.
 */
export function checkoutUnconfirmedToast(page: CheckoutPage): Toast {
  return {
    title: 'Payment not confirmed yet',
    message:
      page === 'subscription'
        ? 'We could not confirm your payment just now. If it went through, your subscription appears here as soon as Stripe confirms it.'
        : 'We could not confirm your payment just now. If it went through, your credits appear here as soon as Stripe confirms it.',
    color: 'yellow',
  };
}

/**
 * What the user is told after the checkout was fulfilled (or found not to be). `open` means the
 * session was never paid (the user came back without paying): the page's failure text.
 */
export function checkoutOutcomeToast(page: CheckoutPage, outcome: CheckoutOutcome): Toast {
  switch (outcome.status) {
    case 'paid':
      return { title: 'Success', message: SUCCESS[page], color: 'green' };
    case 'pending':
      return {
        title: 'Payment processing',
        message:
          page === 'subscription'
            ? 'Your payment is being processed. Your subscription starts as soon as it clears.'
            : 'Your payment is being processed. Your credits will be added as soon as it clears.',
        color: 'blue',
      };
    case 'open':
    case 'failed':
      return checkoutFailureToast(page);
  }
}
