import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollar-amount';

describe('dollarsToCents', () => {
  it('reads the decimal text exactly, with no float drift', () => {
    expect(dollarsToCents('12.10')).toBe(1210);
    expect(dollarsToCents('0.29')).toBe(29);
    // 4.35 × 100 is 434.99999999999994 in floating point.
    expect(dollarsToCents('4.35')).toBe(435);
    expect(dollarsToCents('19.99')).toBe(1999);
  });

  it('takes whole dollars, one decimal, a leading dot, a dollar sign and spaces', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents(' $29 ')).toBe(2900);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of [
      '',
      ' ',
      '.',
      '$',
      '-1',
      '1.234',
      '12,50',
      '1e3',
      'twelve',
      '1 2',
      '0x10',
    ]) {
      expect(dollarsToCents(text), text).toBeUndefined();
    }
  });
});

describe('centsToDollars', () => {
  it('writes cents back as the form shows them', () => {
    expect(centsToDollars(1210)).toBe('12.10');
    expect(centsToDollars(11520)).toBe('115.20');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(0)).toBe('0.00');
  });

  it('round-trips through dollarsToCents', () => {
    for (const cents of [0, 1, 99, 100, 1210, 2784, 99_999_999]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});
