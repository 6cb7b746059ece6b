import { describe, expect, it } from 'vitest';
import {
  creditsPerMonthLabel,
  deleteOutcomeToast,
  monthlyPriceLabel,
  multiplierLabel,
  packageCreditsLabel,
  packagePriceLabel,
  planCardFeatures,
  validityLabel,
  yearlyPriceLabel,
} from './catalog-labels';

describe('plan card labels', () => {
  it('shows prices per month and per year and the monthly credits', () => {
    expect(monthlyPriceLabel({ priceMonthly: 1200 })).toBe('$12.00/mo');
    expect(yearlyPriceLabel({ priceYearly: 11520 })).toBe('$115.20/year');
    expect(creditsPerMonthLabel(1500)).toBe('1,500 credits per month');
  });

  it('lists the first 3 features and how many more there are', () => {
    expect(planCardFeatures(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: undefined });
    expect(planCardFeatures(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: undefined });
    expect(planCardFeatures(['a', 'b', 'c', 'd'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: '+1 more feature',
    });
    expect(planCardFeatures(['a', 'b', 'c', 'd', 'e', 'f']).more).toBe('+3 more features');
  });
});

describe('package card labels', () => {
  const pkg = { creditQuantity: 1000, priceMultiplier: 110 };

  it('computes the price, the multiplier, the credits, and the validity', () => {
    expect(packagePriceLabel(pkg)).toBe('$165.00');
    expect(multiplierLabel(110)).toBe('110% of base');
    expect(packageCreditsLabel(1000)).toBe('1,000 credits');
    expect(validityLabel(12)).toBe('Valid for 12 months');
    expect(validityLabel(1)).toBe('Valid for 1 month');
  });
});

describe('deleteOutcomeToast', () => {
  it('says the spec’s success text when the item was deleted', () => {
    expect(deleteOutcomeToast('plan', 'Pro Plan', 'deleted')).toEqual({
      title: 'Success',
      message: 'Subscription plan deleted successfully',
    });
    expect(deleteOutcomeToast('package', 'Mega', 'deleted').message).toBe(
      'Credit package deleted successfully',
    );
  });

  it('says when the server archived it instead', () => {
    expect(deleteOutcomeToast('plan', 'Pro Plan', 'archived')).toEqual({
      title: 'Archived',
      message: '\u201cPro Plan\u201d has subscribers or checkouts: archived instead of deleted',
    });
    expect(deleteOutcomeToast('package', 'Mega', 'archived').message).toBe(
      '\u201cMega\u201d has been bought: archived instead of deleted',
    );
  });
});
