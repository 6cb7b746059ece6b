import { describe, expect, it } from 'vitest';
import { describePlanChange } from './billing-prices';

const base = {
  planName: 'Business Plan',
  interval: 'month' as const,
  changesInterval: false,
  amountNow: 0,
  recurringAmount: 2900,
  effectiveAt: null,
};
const day = (iso: string) => `day(${iso})`;

describe('describePlanChange', () => {
  it('says what a plan change charges, and when', () => {
    expect(describePlanChange({ ...base, kind: 'now', amountNow: 1700 }, day)).toBe(
      'Upgrade to Business Plan: $17.00 now, then $29.00 a month',
    );
    expect(
      describePlanChange(
        {
          ...base,
          kind: 'now',
          interval: 'year',
          changesInterval: true,
          amountNow: 10320,
          recurringAmount: 11520,
        },
        day,
      ),
    ).toBe('Switch to yearly Business Plan: $103.20 now, then $115.20 a year');
    expect(
      describePlanChange(
        {
          ...base,
          kind: 'later',
          planName: 'Pro Plan',
          recurringAmount: 1200,
          effectiveAt: '2026-12-28T12:00:00.000Z',
        },
        day,
      ),
    ).toBe(
      'Switch to Pro Plan on day(2026-12-28T12:00:00.000Z), then $12.00 a month; nothing to pay now',
    );
    expect(describePlanChange({ ...base, kind: 'keep' }, day)).toBe(
      'Stay on Business Plan: the pending change is cancelled, nothing to pay now',
    );
    expect(describePlanChange({ ...base, kind: 'checkout' }, day)).toBe(
      "Subscribe to Business Plan: $29.00 a month, paid now in Stripe's Checkout",
    );
  });
});
