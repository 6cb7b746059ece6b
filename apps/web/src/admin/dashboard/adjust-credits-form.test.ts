import { describe, expect, it } from 'vitest';
import { adjustmentProblem } from './adjust-credits-form';

describe('adjustmentProblem', () => {
  it('accepts a whole non-zero amount, negative too, with a reason', () => {
    expect(adjustmentProblem(25, 'Goodwill')).toBeNull();
    expect(adjustmentProblem(-5, 'Mistake')).toBeNull();
  });

  it('refuses zero, fractions, an empty field and a blank reason', () => {
    expect(adjustmentProblem(0, 'x')).toMatch(/other than zero/);
    expect(adjustmentProblem(1.5, 'x')).toMatch(/whole number/);
    expect(adjustmentProblem('', 'x')).toMatch(/whole number/);
    expect(adjustmentProblem(3, '   ')).toBe('A reason is required');
  });
});
