import {
  yearlyPriceCents,
  type SubscriptionPlan,
  type SubscriptionPlanInput,
} from '@fanout/shared';
import { centsToDollars, dollarsToCents } from './dollar-amount';

/** The Create/Update Plan form (spec 001 §2, §5) as typed: prices in dollars, features one per line. */
export interface PlanFormValues {
  name: string;
  description: string;
  priceMonthly: string;
  priceYearly: string;
  /** Mantine's NumberInput gives '' while the field is empty. */
  creditsPerMonth: number | string;
  features: string;
  /** Menus the plan includes (ADR 0090): its subscribers see them even if their role does not. */
  menuIds: string[];
  isActive: boolean;
  /**
   * The yearly price follows the monthly one (12 × monthly × 0.8, "Save 20%") until the
   * administrator types a yearly price of their own.
   */
  yearlyFollowsMonthly: boolean;
}

export type PlanFormErrors = Partial<
  Record<'priceMonthly' | 'priceYearly' | 'creditsPerMonth', string>
>;

export const MONTHLY_PRICE_PROBLEM = 'Enter the monthly price in dollars, like 12 or 12.50';
export const YEARLY_PRICE_PROBLEM = 'Enter the yearly price in dollars, like 115 or 115.20';
export const CREDITS_PER_MONTH_PROBLEM = 'Enter the credits per month as a whole number';

export function emptyPlanValues(): PlanFormValues {
  return {
    name: '',
    description: '',
    priceMonthly: '',
    priceYearly: '',
    creditsPerMonth: '',
    features: '',
    menuIds: [],
    isActive: true,
    yearlyFollowsMonthly: true,
  };
}

/** The form filled from a stored plan; its yearly price keeps following only if it still matches. */
export function planFormValues(plan: SubscriptionPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    priceMonthly: centsToDollars(plan.priceMonthly),
    priceYearly: centsToDollars(plan.priceYearly),
    creditsPerMonth: plan.creditsPerMonth,
    features: plan.features.join('\n'),
    menuIds: plan.menuIds,
    isActive: plan.isActive,
    yearlyFollowsMonthly: plan.priceYearly === yearlyPriceCents(plan.priceMonthly),
  };
}

/** A new monthly price, carried to the yearly one while that still follows it. */
export function withMonthlyPrice(values: PlanFormValues, text: string): PlanFormValues {
  const next = { ...values, priceMonthly: text };
  if (!values.yearlyFollowsMonthly) return next;
  if (text.trim() === '') return { ...next, priceYearly: '' };
  const cents = dollarsToCents(text);
  // Half-typed or wrong: the yearly price waits for a monthly price it can be computed from.
  if (cents === undefined) return next;
  return { ...next, priceYearly: centsToDollars(yearlyPriceCents(cents)) };
}

/** A yearly price typed by hand stops following the monthly one; clearing it lets it follow again. */
export function withYearlyPrice(values: PlanFormValues, text: string): PlanFormValues {
  return { ...values, priceYearly: text, yearlyFollowsMonthly: text.trim() === '' };
}

/** Spec 001 §5: one feature per line, blank lines dropped. */
export function splitFeatures(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function wholeNumber(value: number | string): number | undefined {
  const number =
    typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/**
 * The plan to send, or what the form must fix first. Only what the browser converts is checked
 * here (dollars to cents, the credits number); the server's rules (name, bounds) come back in
 * the failure toast with its own message.
 */
export function readPlanForm(
  values: PlanFormValues,
): { payload: SubscriptionPlanInput } | { errors: PlanFormErrors } {
  const priceMonthly = dollarsToCents(values.priceMonthly);
  const priceYearly = dollarsToCents(values.priceYearly);
  const creditsPerMonth = wholeNumber(values.creditsPerMonth);
  if (priceMonthly === undefined || priceYearly === undefined || creditsPerMonth === undefined) {
    return {
      errors: {
        ...(priceMonthly === undefined && { priceMonthly: MONTHLY_PRICE_PROBLEM }),
        ...(priceYearly === undefined && { priceYearly: YEARLY_PRICE_PROBLEM }),
        ...(creditsPerMonth === undefined && { creditsPerMonth: CREDITS_PER_MONTH_PROBLEM }),
      },
    };
  }
  return {
    payload: {
      name: values.name.trim(),
      description: values.description.trim(),
      priceMonthly,
      priceYearly,
      creditsPerMonth,
      features: splitFeatures(values.features),
      menuIds: values.menuIds,
      isActive: values.isActive,
    },
  };
}
