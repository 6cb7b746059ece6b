import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@fanout/shared';
import {
  CREDITS_PER_MONTH_PROBLEM,
  emptyPlanValues,
  MONTHLY_PRICE_PROBLEM,
  planFormValues,
  readPlanForm,
  splitFeatures,
  withMonthlyPrice,
  withYearlyPrice,
  YEARLY_PRICE_PROBLEM,
  type PlanFormValues,
} from './plan-form';

const PRO: SubscriptionPlan = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pro Plan',
  description: 'For creators',
  priceMonthly: 1200,
  priceYearly: 11520,
  creditsPerMonth: 500,
  features: ['500 credits', 'All platforms'],
  menuIds: ['analytics'],
  isActive: true,
};

function filled(overrides: Partial<PlanFormValues>): PlanFormValues {
  return {
    ...emptyPlanValues(),
    name: ' Pro Plan ',
    priceMonthly: '12',
    priceYearly: '115.20',
    creditsPerMonth: 500,
    ...overrides,
  };
}

describe('splitFeatures', () => {
  it('takes one feature per line and drops blank lines (spec 001 §5)', () => {
    expect(splitFeatures('500 credits\n\n  All platforms  \r\n   \nPriority support\n')).toEqual([
      '500 credits',
      'All platforms',
      'Priority support',
    ]);
    expect(splitFeatures('')).toEqual([]);
    expect(splitFeatures('\n \n')).toEqual([]);
  });
});

describe('the yearly price follows the monthly one until edited', () => {
  it('is 12 × monthly × 0.8 in exact cents', () => {
    const values = withMonthlyPrice(emptyPlanValues(), '12');
    expect(values).toMatchObject({ priceMonthly: '12', priceYearly: '115.20' });
    expect(withMonthlyPrice(values, '29').priceYearly).toBe('278.40');
    // 12 × 0.99 × 0.8 = 9.504: rounded half up to the cent, as the server does.
    expect(withMonthlyPrice(values, '0.99').priceYearly).toBe('9.50');
    expect(withMonthlyPrice(values, '12.10').priceYearly).toBe('116.16');
  });

  it('waits while the monthly price is half-typed and clears with it', () => {
    const values = withMonthlyPrice(emptyPlanValues(), '12');
    expect(withMonthlyPrice(values, '12.1x').priceYearly).toBe('115.20');
    expect(withMonthlyPrice(values, '').priceYearly).toBe('');
  });

  it('stops following once the yearly price is typed, and follows again when it is cleared', () => {
    const own = withYearlyPrice(withMonthlyPrice(emptyPlanValues(), '12'), '100');
    expect(own.yearlyFollowsMonthly).toBe(false);
    expect(withMonthlyPrice(own, '20')).toMatchObject({ priceMonthly: '20', priceYearly: '100' });
    const cleared = withYearlyPrice(own, '');
    expect(withMonthlyPrice(cleared, '20').priceYearly).toBe('192.00');
  });

  it('an edited plan keeps following only if its yearly price is still the computed one', () => {
    expect(planFormValues(PRO).yearlyFollowsMonthly).toBe(true);
    expect(planFormValues({ ...PRO, priceYearly: 12000 }).yearlyFollowsMonthly).toBe(false);
  });
});

describe('planFormValues', () => {
  it('puts a stored plan back in the form as typed', () => {
    expect(planFormValues(PRO)).toEqual({
      name: 'Pro Plan',
      description: 'For creators',
      priceMonthly: '12.00',
      priceYearly: '115.20',
      creditsPerMonth: 500,
      features: '500 credits\nAll platforms',
      menuIds: ['analytics'],
      isActive: true,
      yearlyFollowsMonthly: true,
    });
  });
});

describe('readPlanForm', () => {
  it('sends dollars as exact cents and features as a list', () => {
    const read = readPlanForm(
      filled({
        priceMonthly: '12.10',
        priceYearly: '116.16',
        features: 'a\n\nb',
        menuIds: ['analytics'],
        isActive: false,
      }),
    );
    expect(read).toEqual({
      payload: {
        name: 'Pro Plan',
        description: '',
        priceMonthly: 1210,
        priceYearly: 11616,
        creditsPerMonth: 500,
        features: ['a', 'b'],
        menuIds: ['analytics'],
        isActive: false,
      },
    });
  });

  it('names each field it cannot convert', () => {
    expect(readPlanForm(filled({ priceMonthly: '12.345' }))).toEqual({
      errors: { priceMonthly: MONTHLY_PRICE_PROBLEM },
    });
    expect(readPlanForm(filled({ priceYearly: '', creditsPerMonth: '' }))).toEqual({
      errors: { priceYearly: YEARLY_PRICE_PROBLEM, creditsPerMonth: CREDITS_PER_MONTH_PROBLEM },
    });
    expect(readPlanForm(filled({ creditsPerMonth: 2.5 }))).toEqual({
      errors: { creditsPerMonth: CREDITS_PER_MONTH_PROBLEM },
    });
  });

  it('leaves the server’s own rules (a blank name) to the server', () => {
    const read = readPlanForm(filled({ name: '   ' }));
    expect(read).toMatchObject({ payload: { name: '' } });
  });
});
