import { describe, expect, it } from 'vitest';
import { AppError } from '@fanout/shared';
import { assertEnoughCredits, requiredCredits } from './required-credits';

describe('requiredCredits', () => {
  it('is 3 credits per selected platform account', () => {
    expect(requiredCredits(0)).toBe(0);
    expect(requiredCredits(1)).toBe(3);
    expect(requiredCredits(9)).toBe(27);
  });

  it('refuses counts that are not whole and non-negative', () => {
    expect(() => requiredCredits(-1)).toThrow(RangeError);
    expect(() => requiredCredits(1.5)).toThrow(RangeError);
  });
});

describe('assertEnoughCredits', () => {
  it('passes with exactly enough and refuses one credit short, with the spec’s message', () => {
    expect(() => assertEnoughCredits(6, 2)).not.toThrow();
    try {
      assertEnoughCredits(5, 2);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_REQUEST');
      expect((error as AppError).message).toBe(
        'Insufficient credits. Please purchase more credits.',
      );
    }
  });
});
