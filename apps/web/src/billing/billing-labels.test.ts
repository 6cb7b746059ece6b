import type { SubscriptionPlan } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  expiringLine,
  formatDay,
  isMostPopular,
  paymentBadgeVariant,
  perCreditLabel,
  planButtonLabel,
  planFeatures,
  planPriceLabel,
  planSummaryLabel,
  postsEstimateLabel,
  premiumBadgeLabel,
  signedAmount,
  statusLabel,
  subscriptionBadgeVariant,
  transactionDateLabel,
  validityLabel,
} from './billing-labels';

const PRO: SubscriptionPlan = {
  id: 'pro',
  name: 'Pro Plan',
  description: '',
  priceMonthly: 1200,
  priceYearly: 11520,
  creditsPerMonth: 500,
  features: [],
  menuIds: [],
  isActive: true,
};

describe('postsEstimateLabel', () => {
  it('is floor(credits / 3), never negative', () => {
    expect(postsEstimateLabel(60)).toBe('Enough for approximately 20 posts');
    expect(postsEstimateLabel(1000)).toBe('Enough for approximately 333 posts');
    expect(postsEstimateLabel(2)).toBe('Enough for approximately 0 posts');
    expect(postsEstimateLabel(-7)).toBe('Enough for approximately 0 posts');
  });
});

describe('dates', () => {
  it("reads a day in the user's zone, and says Unknown date when there is none", () => {
    expect(formatDay('2026-12-24T12:00:00.000Z', 'UTC', 'en-US')).toBe('December 24, 2026');
    // 23:30 UTC is already the next day in Berlin, still the same day in New York.
    const late = '2026-12-24T23:30:00.000Z';
    expect(formatDay(late, 'Europe/Berlin', 'en-US')).toBe('December 25, 2026');
    expect(formatDay(late, 'America/New_York', 'en-US')).toBe('December 24, 2026');
    expect(formatDay('not a date')).toBeNull();
    expect(transactionDateLabel('', 'UTC', 'en-US')).toBe('Unknown date');
    expect(transactionDateLabel(null)).toBe('Unknown date');
    expect(transactionDateLabel('2026-01-05T23:00:00Z', 'Asia/Tokyo', 'en-US')).toBe(
      'January 6, 2026',
    );
  });

  it('says when credits expire', () => {
    expect(expiringLine(120, '2027-11-24T12:00:00Z', 'UTC', 'en-US')).toBe(
      '120 credits expire on November 24, 2027',
    );
  });
});

describe('signedAmount', () => {
  it('is green with + for credits in, red with - for credits out', () => {
    expect(signedAmount(1000)).toEqual({ text: '+1,000', color: 'green' });
    expect(signedAmount(-3)).toEqual({ text: '-3', color: 'red' });
    expect(signedAmount(0)).toEqual({ text: '0', color: 'dimmed' });
  });
});

describe('credit packages', () => {
  it('shows the premium over 100% only', () => {
    expect(premiumBadgeLabel(110)).toBe('10% Premium');
    expect(premiumBadgeLabel(250)).toBe('150% Premium');
    expect(premiumBadgeLabel(100)).toBeNull();
    expect(premiumBadgeLabel(90)).toBeNull();
  });

  it('prices a credit to 3 decimals and says how long credits last', () => {
    expect(perCreditLabel({ priceCents: 1650, creditQuantity: 1000 })).toBe('$0.017 per credit');
    expect(perCreditLabel({ priceCents: 0, creditQuantity: 0 })).toBe('$0.000 per credit');
    expect(validityLabel(12)).toBe('Valid for: 12 months');
    expect(validityLabel(1)).toBe('Valid for: 1 month');
  });
});

describe('plans', () => {
  it('prices per month or per year', () => {
    expect(planPriceLabel(PRO, 'month')).toBe('$12.00/mo');
    expect(planPriceLabel(PRO, 'year')).toBe('$115.20/yr');
    expect(planSummaryLabel({ ...PRO, creditsPerMonth: 1500, priceMonthly: 2900 })).toBe(
      '1,500 credits/month, $29.00/mo',
    );
  });

  it('labels the button: current, processing, free, or subscribe', () => {
    expect(planButtonLabel(PRO, 'pro', false)).toBe('Current Plan');
    expect(planButtonLabel(PRO, null, true)).toBe('Processing...');
    expect(planButtonLabel(PRO, 'other', false)).toBe('Subscribe');
    expect(planButtonLabel({ ...PRO, priceMonthly: 0 }, null, false)).toBe('Get Started Free');
  });

  it('puts the ribbon on the plan named Professional only', () => {
    expect(isMostPopular({ name: 'Professional' })).toBe(true);
    expect(isMostPopular({ name: 'Pro Plan' })).toBe(false);
  });
});

describe('badge variants (spec 001 §4)', () => {
  it('maps subscription statuses', () => {
    expect(subscriptionBadgeVariant('active')).toBe('default');
    expect(subscriptionBadgeVariant('canceled')).toBe('secondary');
    expect(subscriptionBadgeVariant('expired')).toBe('destructive');
    expect(subscriptionBadgeVariant('incomplete_expired')).toBe('destructive');
    expect(subscriptionBadgeVariant('past_due')).toBe('outline');
  });

  it('maps payment statuses', () => {
    expect(paymentBadgeVariant('completed')).toBe('default');
    expect(paymentBadgeVariant('pending')).toBe('secondary');
    expect(paymentBadgeVariant('failed')).toBe('destructive');
    expect(paymentBadgeVariant('refunded')).toBe('outline');
  });

  it('writes statuses as words', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('stripe')).toBe('Stripe');
  });
});

describe('planFeatures: a buyer can see every feature of a plan', () => {
  const features = ['One', 'Two', 'Three', 'Four', 'Five'];

  it('shows 3 (spec 001 §9) and offers the rest by their number', () => {
    expect(planFeatures(features, false)).toEqual({
      shown: ['One', 'Two', 'Three'],
      toggle: 'Show all 5 features',
    });
  });

  it('shows every feature once opened, and offers to show fewer', () => {
    expect(planFeatures(features, true)).toEqual({ shown: features, toggle: 'Show fewer' });
  });

  it('offers nothing when 3 or fewer', () => {
    expect(planFeatures(['One', 'Two', 'Three'], false)).toEqual({
      shown: ['One', 'Two', 'Three'],
      toggle: undefined,
    });
  });
});

describe('billing lines with thousands separators', () => {
  it('writes the estimate and the expiring lots with separators', () => {
    expect(postsEstimateLabel(3300)).toBe('Enough for approximately 1,100 posts');
    expect(expiringLine(1000, '2026-12-24T12:00:00.000Z', 'UTC', 'en-US')).toBe(
      '1,000 credits expire on December 24, 2026',
    );
  });
});
