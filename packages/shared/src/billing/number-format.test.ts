import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars } from '../index';

describe('numbers people read have thousands separators', () => {
  it('counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1060)).toBe('1,060');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-2500)).toBe('-2,500');
  });

  it('dollars, always with their cents', () => {
    expect(formatDollars(1200)).toBe('$12.00');
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(100000000)).toBe('$1,000,000.00');
    expect(formatDollars(5)).toBe('$0.05');
  });
});
