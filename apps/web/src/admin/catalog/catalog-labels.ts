import {
  creditPackagePriceCents,
  formatDollars,
  type CatalogDeleteAnswer,
  type CreditPackage,
  type SubscriptionPlan,
} from '@fanout/shared';

/** Spec 001 §9: a plan card lists 3 features. */
export const PLAN_CARD_FEATURES = 3;

const count = (value: number) => value.toLocaleString('en-US');

export function monthlyPriceLabel(plan: Pick<SubscriptionPlan, 'priceMonthly'>): string {
  return `${formatDollars(plan.priceMonthly)}/mo`;
}

export function yearlyPriceLabel(plan: Pick<SubscriptionPlan, 'priceYearly'>): string {
  return `${formatDollars(plan.priceYearly)}/year`;
}

export function creditsPerMonthLabel(credits: number): string {
  return `${count(credits)} credits per month`;
}

/** The first 3 features and the '+N more features' line (singular for one). */
export function planCardFeatures(features: readonly string[]): {
  shown: string[];
  more: string | undefined;
} {
  const hidden = features.length - PLAN_CARD_FEATURES;
  return {
    shown: features.slice(0, PLAN_CARD_FEATURES),
    more: hidden > 0 ? `+${hidden} more feature${hidden === 1 ? '' : 's'}` : undefined,
  };
}

/** A package's price, computed as the checkout charges it (integer cents, rounded half up). */
export function packagePriceLabel(
  pkg: Pick<CreditPackage, 'creditQuantity' | 'priceMultiplier'>,
): string {
  return formatDollars(creditPackagePriceCents(pkg.creditQuantity, pkg.priceMultiplier));
}

export function multiplierLabel(priceMultiplier: number): string {
  return `${priceMultiplier}% of base`;
}

export function packageCreditsLabel(creditQuantity: number): string {
  return `${count(creditQuantity)} credits`;
}

export function validityLabel(months: number): string {
  return `Valid for ${months} month${months === 1 ? '' : 's'}`;
}

export type CatalogItemKind = 'plan' | 'package';

const DELETED: Record<CatalogItemKind, string> = {
  plan: 'Subscription plan deleted successfully',
  package: 'Credit package deleted successfully',
};
// What someone holds is kept for them; the item is only hidden from new buyers. The
// server archives a plan with subscribers, or with a Checkout begun on it that may yet be paid
// (ADR 0049); packages are always deleted today, their payments describe what was sold.
const ARCHIVED_BECAUSE: Record<CatalogItemKind, string> = {
  plan: 'has subscribers or checkouts',
  package: 'has been bought',
};

/** The success toast of a delete, which says so when the server archived instead. */
export function deleteOutcomeToast(
  kind: CatalogItemKind,
  name: string,
  outcome: CatalogDeleteAnswer['outcome'],
): { title: string; message: string } {
  if (outcome === 'deleted') return { title: 'Success', message: DELETED[kind] };
  return {
    title: 'Archived',
    message: `\u201c${name}\u201d ${ARCHIVED_BECAUSE[kind]}: archived instead of deleted`,
  };
}
