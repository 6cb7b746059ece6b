import type { CreditPackageRow, PaymentRow, SubscriptionPlanRow } from '@fanout/db/schema';
import {
  creditPackagePriceCents,
  type CreditPackage,
  type Payment,
  type SubscriptionPlan,
} from '@fanout/shared';

/** Rows as the shared answer schemas show them (one mapping per answer, used by every service). */

export function toSubscriptionPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceMonthly: row.priceMonthly,
    priceYearly: row.priceYearly,
    creditsPerMonth: row.creditsPerMonth,
    features: row.features,
    menuIds: row.menuIds,
    isActive: row.isActive,
  };
}

export function toCreditPackage(row: CreditPackageRow): CreditPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    creditQuantity: row.creditQuantity,
    priceMultiplier: row.priceMultiplier,
    validityMonths: row.validityMonths,
    isActive: row.isActive,
    priceCents: creditPackagePriceCents(row.creditQuantity, row.priceMultiplier),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paymentProvider: row.provider,
    status: row.status,
    kind: row.kind,
    description: row.description,
    credits: row.credits,
  };
}
