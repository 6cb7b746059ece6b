/**
 * Prices of spec 001 §9 in whole cents, computed in integers so no float rounding creeps in.
 * A package costs creditQuantity × $0.15 × priceMultiplier/100, rounded half up to the cent.
 */
export function creditPackagePriceCents(creditQuantity: number, priceMultiplier: number): number {
  // 0.15 $ = 15 cents; × multiplier/100 → cents × 100 in the numerator, rounded half up.
  return Math.floor((creditQuantity * 15 * priceMultiplier + 50) / 100);
}

/** The per-credit price shown to 3 decimals (spec 001 §2, Buy Credits), in dollars. */
export function perCreditDollars(priceCents: number, credits: number): string {
  return credits > 0 ? (priceCents / 100 / credits).toFixed(3) : '0.000';
}

/** Yearly = 12 × monthly × 0.8 ("Save 20%"), rounded half up to the cent. */
export function yearlyPriceCents(monthlyCents: number): number {
  return Math.floor((monthlyCents * 96 + 5) / 10);
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DOLLARS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A whole number as people read it, with thousands separators: `1,060`. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Cents as the spec shows money, with thousands separators: `$12.00`, `$1,234.56`. */
export function formatDollars(cents: number): string {
  return `$${DOLLARS.format(cents / 100)}`;
}

/** Stripe's smallest card payment in USD: a checkout for less is refused. */
export const MINIMUM_PAYMENT_CENTS = 50;

/** Why a package at this quantity and multiplier could never be bought, or null. */
export function creditPackagePriceProblem(
  creditQuantity: number,
  priceMultiplier: number,
): string | null {
  const cents = creditPackagePriceCents(creditQuantity, priceMultiplier);
  if (cents >= MINIMUM_PAYMENT_CENTS) return null;
  return `This package would cost ${formatDollars(cents)}, less than the ${formatDollars(MINIMUM_PAYMENT_CENTS)} minimum payment: raise the credit quantity or the price multiplier`;
}

/**
 * The sentence shown before a plan change: "Upgrade to Business Plan: $17.00 now, then $29.00 a
 * month", "Switch to Pro Plan on December 28". `day` formats `effectiveAt` in the reader's zone.
 */
export function describePlanChange(
  preview: {
    kind: 'checkout' | 'now' | 'later' | 'keep';
    planName: string;
    interval: 'month' | 'year';
    changesInterval: boolean;
    amountNow: number;
    recurringAmount: number;
    effectiveAt: string | null;
  },
  day: (iso: string) => string,
): string {
  const then = `${formatDollars(preview.recurringAmount)} a ${preview.interval}`;
  switch (preview.kind) {
    case 'checkout':
      return `Subscribe to ${preview.planName}: ${then}, paid now in Stripe's Checkout`;
    case 'now': {
      const verb = preview.changesInterval ? `Switch to ${preview.interval}ly` : 'Upgrade to';
      return `${verb} ${preview.planName}: ${formatDollars(preview.amountNow)} now, then ${then}`;
    }
    case 'later':
      return `Switch to ${preview.planName} on ${preview.effectiveAt ? day(preview.effectiveAt) : 'the next renewal'}, then ${then}; nothing to pay now`;
    case 'keep':
      return `Stay on ${preview.planName}: the pending change is cancelled, nothing to pay now`;
  }
}
