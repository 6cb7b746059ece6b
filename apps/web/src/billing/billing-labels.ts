import {
  formatCount,
  formatDollars,
  perCreditDollars,
  type BillingInterval,
  type CreditPackage,
  type PaymentStatus,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@fanout/shared';

/** Spec 001 §9: posting costs 3 credits per platform, so the estimate is floor(credits / 3). */
export const CREDITS_PER_POST = 3;

/** 'Enough for approximately N posts' (spec 001 §2); a negative balance estimates none. */
export function postsEstimateLabel(credits: number): string {
  const posts = Math.max(0, Math.floor(credits / CREDITS_PER_POST));
  return `Enough for approximately ${formatCount(posts)} posts`;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * An ISO time as a day people read ('December 24, 2026') in the user's zone (`timeZone`; the
 * browser's when absent); null for a missing or bad date.
 */
export function formatDay(
  iso: string | null | undefined,
  timeZone?: string,
  locale?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { ...LONG_DATE, timeZone });
}

/** A transaction's date in the user's zone, or the spec's 'Unknown date' when it has none. */
export function transactionDateLabel(
  iso: string | null | undefined,
  timeZone?: string,
  locale?: string,
): string {
  return formatDay(iso, timeZone, locale) ?? 'Unknown date';
}

/**
 * A ledger amount with its sign: '+' and green for credits in, '-' and red for credits out. The
 * sign follows the amount, not the entry's kind: a refunded publish charge gives credits back.
 */
export function signedAmount(amount: number): { text: string; color: 'green' | 'red' | 'dimmed' } {
  if (amount > 0) return { text: `+${formatCount(amount)}`, color: 'green' };
  if (amount < 0) return { text: `-${formatCount(Math.abs(amount))}`, color: 'red' };
  return { text: '0', color: 'dimmed' };
}

/** "N credits expire on {date}" (the lots of credit packages expire, ADR 0047). */
export function expiringLine(
  credits: number,
  expiresAt: string,
  timeZone?: string,
  locale?: string,
): string {
  return `${formatCount(credits)} credits expire on ${formatDay(expiresAt, timeZone, locale) ?? expiresAt}`;
}

/** '{multiplier-100}% Premium' when the package costs more than the base rate, else null. */
export function premiumBadgeLabel(priceMultiplier: number): string | null {
  return priceMultiplier > 100 ? `${priceMultiplier - 100}% Premium` : null;
}

/** A package's price per credit in dollars, 3 decimals (spec 001 §2). */
export function perCreditLabel(pkg: Pick<CreditPackage, 'priceCents' | 'creditQuantity'>): string {
  return `$${perCreditDollars(pkg.priceCents, pkg.creditQuantity)} per credit`;
}

export function validityLabel(months: number): string {
  return `Valid for: ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** A plan's price for the chosen billing interval: '$12.00/mo' or '$115.20/yr'. */
export function planPriceLabel(plan: SubscriptionPlan, interval: BillingInterval): string {
  return interval === 'year'
    ? `${formatDollars(plan.priceYearly)}/yr`
    : `${formatDollars(plan.priceMonthly)}/mo`;
}

/** A plan in the /credits summary: '500 credits/month, $12.00/mo'. */
export function planSummaryLabel(plan: SubscriptionPlan): string {
  return `${plan.creditsPerMonth.toLocaleString('en-US')} credits/month, ${planPriceLabel(plan, 'month')}`;
}

/** The plan card's button (spec 001 §2): the current plan, a free plan, or a paid one. */
export function planButtonLabel(
  plan: SubscriptionPlan,
  currentPlanId: string | null,
  pending: boolean,
): string {
  if (plan.id === currentPlanId) return 'Current Plan';
  if (pending) return 'Processing...';
  return plan.priceMonthly === 0 ? 'Get Started Free' : 'Subscribe';
}

/** The plan with the 'Most Popular' ribbon (spec 001 §2, §9). */
/** Spec 001 §9: a plan card lists 3 features; the buyer can open the rest. */
const PLAN_FEATURES_SHOWN = 3;

/**
 * The features a plan card shows and its toggle's words: the first 3 and 'Show all N features',
 * or every one and 'Show fewer' once opened; no toggle when there are 3 or fewer.
 */
export function planFeatures(
  features: readonly string[],
  expanded: boolean,
): { shown: string[]; toggle: string | undefined } {
  if (features.length <= PLAN_FEATURES_SHOWN) return { shown: [...features], toggle: undefined };
  if (expanded) return { shown: [...features], toggle: 'Show fewer' };
  return {
    shown: features.slice(0, PLAN_FEATURES_SHOWN),
    toggle: `Show all ${features.length} features`,
  };
}

export function isMostPopular(plan: Pick<SubscriptionPlan, 'name'>): boolean {
  return plan.name === 'Professional';
}

/** Spec 001 §4 badge variants, named as the spec names them. */
export type SpecBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** Subscription status: active default, canceled secondary, expired destructive, other outline. */
export function subscriptionBadgeVariant(status: SubscriptionStatus | 'expired'): SpecBadgeVariant {
  if (status === 'active') return 'default';
  if (status === 'canceled') return 'secondary';
  // Stripe calls an expired subscription incomplete_expired; the spec's "expired" is the same end.
  if (status === 'expired' || status === 'incomplete_expired') return 'destructive';
  return 'outline';
}

/** Payment status: completed default, pending secondary, failed destructive, other outline. */
export function paymentBadgeVariant(status: PaymentStatus): SpecBadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'pending') return 'secondary';
  if (status === 'failed') return 'destructive';
  return 'outline';
}

/** A status as a badge shows it: 'past_due' → 'Past due'. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
