import { describe, expect, it } from 'vitest';
import {
  checkoutFailureToast,
  checkoutOutcomeToast,
  checkoutUnconfirmedToast,
  parseCheckoutReturn,
  withoutCheckoutReturn,
} from './checkout-return';

describe('parseCheckoutReturn', () => {
  it('reads a success with its session, and a cancel', () => {
    expect(parseCheckoutReturn('?checkout=success&session_id=cs_test_123')).toEqual({
      kind: 'success',
      sessionId: 'cs_test_123',
    });
    expect(parseCheckoutReturn('checkout=canceled')).toEqual({ kind: 'canceled' });
  });

  it('ignores anything else', () => {
    expect(parseCheckoutReturn('')).toBeNull();
    expect(parseCheckoutReturn('?checkout=success')).toBeNull();
    expect(parseCheckoutReturn('?checkout=success&session_id=%20')).toBeNull();
    expect(parseCheckoutReturn('?checkout=maybe&session_id=cs_1')).toBeNull();
    expect(parseCheckoutReturn('?session_id=cs_1')).toBeNull();
  });

  it('is removed from the query, keeping the rest', () => {
    expect(withoutCheckoutReturn('?checkout=success&session_id=cs_1&tab=x')).toEqual({ tab: 'x' });
    expect(withoutCheckoutReturn('?checkout=canceled')).toEqual({});
  });
});

describe('checkout toasts (spec 001 §8)', () => {
  it("says each page's failure text", () => {
    expect(checkoutFailureToast('credits')).toEqual({
      title: 'Error',
      message: 'Failed to purchase credits',
      color: 'red',
    });
    expect(checkoutFailureToast('buy-credits').message).toBe('Failed to initiate credit purchase');
    expect(checkoutFailureToast('subscription').message).toBe('Failed to activate subscription');
  });

  it('says what the fulfilment found', () => {
    expect(checkoutOutcomeToast('credits', { status: 'paid', credits: 1000 }).message).toBe(
      'Credits purchased successfully',
    );
    expect(checkoutOutcomeToast('buy-credits', { status: 'paid', credits: 5 }).message).toBe(
      'Credits purchased successfully',
    );
    expect(checkoutOutcomeToast('subscription', { status: 'paid', credits: 500 }).message).toBe(
      'Subscription activated successfully',
    );
    const pending = checkoutOutcomeToast('credits', { status: 'pending', credits: 0 });
    expect(pending.color).toBe('blue');
    expect(pending.message).toMatch(/being processed/);
    expect(checkoutOutcomeToast('credits', { status: 'open', credits: 0 }).message).toBe(
      'Failed to purchase credits',
    );
    expect(checkoutOutcomeToast('subscription', { status: 'failed', credits: 0 }).message).toBe(
      'Failed to activate subscription',
    );
  });

  it('does not say Failed when the fulfilment could not be asked', () => {
    const credits = checkoutUnconfirmedToast('credits');
    expect(credits.color).toBe('yellow');
    expect(credits.message).toMatch(/credits appear here as soon as Stripe confirms it/);
    expect(checkoutUnconfirmedToast('subscription').message).toMatch(/subscription appears/);
  });
});
