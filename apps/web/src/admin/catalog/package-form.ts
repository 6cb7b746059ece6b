import {
  creditPackagePriceCents,
  formatDollars,
  type CreditPackage,
  type CreditPackageInput,
} from '@fanout/shared';

/** The credit package form (spec 001 §2, §5) as typed; Mantine's NumberInput gives '' when empty. */
export interface PackageFormValues {
  name: string;
  description: string;
  creditQuantity: number | string;
  priceMultiplier: number | string;
  validityMonths: number | string;
  isActive: boolean;
}

/** Spec 001 §9: a new package starts at 0 credits, 110 % of the base price, valid 12 months. */
export function emptyPackageValues(): PackageFormValues {
  return {
    name: '',
    description: '',
    creditQuantity: 0,
    priceMultiplier: 110,
    validityMonths: 12,
    isActive: true,
  };
}

export function packageFormValues(pkg: CreditPackage): PackageFormValues {
  return {
    name: pkg.name,
    description: pkg.description,
    creditQuantity: pkg.creditQuantity,
    priceMultiplier: pkg.priceMultiplier,
    validityMonths: pkg.validityMonths,
    isActive: pkg.isActive,
  };
}

/** Spec 001 §5: what is not a whole number falls back (quantity 0, multiplier 100, validity 12). */
const FALLBACKS = { creditQuantity: 0, priceMultiplier: 100, validityMonths: 12 } as const;

function wholeNumberOr(value: number | string, fallback: number): number {
  const number =
    typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : fallback;
}

/**
 * The package to send. There are no bounds here (spec 001 §5): the server refuses what it must
 * (0 credits, a 0 % multiplier) and its message is shown in the failure toast.
 */
export function packagePayload(values: PackageFormValues): CreditPackageInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    creditQuantity: wholeNumberOr(values.creditQuantity, FALLBACKS.creditQuantity),
    priceMultiplier: wholeNumberOr(values.priceMultiplier, FALLBACKS.priceMultiplier),
    validityMonths: wholeNumberOr(values.validityMonths, FALLBACKS.validityMonths),
    isActive: values.isActive,
  };
}

/** The live 'Price: $x' under the multiplier: the same integer price the checkout charges. */
export function previewPriceLabel(values: PackageFormValues): string {
  const { creditQuantity, priceMultiplier } = packagePayload(values);
  return `Price: ${formatDollars(creditPackagePriceCents(creditQuantity, priceMultiplier))}`;
}
