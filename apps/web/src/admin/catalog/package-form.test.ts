import { describe, expect, it } from 'vitest';
import {
  emptyPackageValues,
  packageFormValues,
  packagePayload,
  previewPriceLabel,
} from './package-form';

describe('the credit package form', () => {
  it('starts at spec 001 §9’s defaults: 0 credits, 110 %, 12 months, active', () => {
    expect(emptyPackageValues()).toEqual({
      name: '',
      description: '',
      creditQuantity: 0,
      priceMultiplier: 110,
      validityMonths: 12,
      isActive: true,
    });
    expect(previewPriceLabel(emptyPackageValues())).toBe('Price: $0.00');
  });

  it('previews the price the checkout charges: qty × $0.15 × multiplier, half up to the cent', () => {
    const values = { ...emptyPackageValues(), creditQuantity: 1000 };
    expect(previewPriceLabel(values)).toBe('Price: $165.00');
    expect(previewPriceLabel({ ...values, priceMultiplier: 100 })).toBe('Price: $150.00');
    // 7 × 0.15 × 1.1 = 1.155 → $1.16 (half up), where float math gives 1.1550000000000002 or 1.15.
    expect(previewPriceLabel({ ...values, creditQuantity: 7 })).toBe('Price: $1.16');
  });

  it('falls back on what is not a number (spec 001 §5): quantity 0, multiplier 100, validity 12', () => {
    const payload = packagePayload({
      name: ' Mega ',
      description: ' Lots ',
      creditQuantity: '',
      priceMultiplier: '',
      validityMonths: 'x',
      isActive: false,
    });
    expect(payload).toEqual({
      name: 'Mega',
      description: 'Lots',
      creditQuantity: 0,
      priceMultiplier: 100,
      validityMonths: 12,
      isActive: false,
    });
    expect(
      previewPriceLabel({ ...emptyPackageValues(), creditQuantity: 10, priceMultiplier: '' }),
    ).toBe('Price: $1.50');
  });

  it('sends whole numbers typed as text as numbers, and sends 0 credits for the server to refuse', () => {
    expect(
      packagePayload({ ...emptyPackageValues(), creditQuantity: '250', validityMonths: '6' }),
    ).toMatchObject({ creditQuantity: 250, validityMonths: 6, priceMultiplier: 110 });
    expect(packagePayload(emptyPackageValues()).creditQuantity).toBe(0);
  });

  it('puts a stored package back in the form', () => {
    const values = packageFormValues({
      id: 'p',
      name: 'Mega',
      description: '',
      creditQuantity: 5000,
      priceMultiplier: 90,
      validityMonths: 6,
      isActive: false,
      priceCents: 67500,
    });
    expect(values).toEqual({
      name: 'Mega',
      description: '',
      creditQuantity: 5000,
      priceMultiplier: 90,
      validityMonths: 6,
      isActive: false,
    });
    expect(previewPriceLabel(values)).toBe('Price: $675.00');
  });
});
