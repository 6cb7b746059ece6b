import { describe, expect, it } from 'vitest';
import { accountCountLabel } from './account-labels';

describe('accountCountLabel', () => {
  it('is singular for exactly one account', () => {
    expect(accountCountLabel(0)).toBe('0 accounts');
    expect(accountCountLabel(1)).toBe('1 account');
    expect(accountCountLabel(2)).toBe('2 accounts');
  });
});
