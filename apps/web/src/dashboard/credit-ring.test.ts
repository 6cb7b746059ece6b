import { describe, expect, it } from 'vitest';
import { creditRingPercent, creditsLabel } from './credit-ring';

describe('creditRingPercent', () => {
  it('is the balance out of 100, capped at full', () => {
    expect(creditRingPercent(0)).toBe(0);
    expect(creditRingPercent(42)).toBe(42);
    expect(creditRingPercent(100)).toBe(100);
    expect(creditRingPercent(250)).toBe(100);
    expect(creditRingPercent(-5)).toBe(0);
  });
});

describe('creditsLabel', () => {
  it('says N Credits', () => {
    expect(creditsLabel(75)).toBe('75 Credits');
    expect(creditsLabel(1)).toBe('1 Credits');
  });
});

describe('creditsLabel with thousands separators', () => {
  it('writes 1,060 Credits', () => {
    expect(creditsLabel(1060)).toBe('1,060 Credits');
  });
});
