import { describe, expect, it } from 'vitest';
import { accountCountLabel, accountDisplayName } from './account-labels';

describe('accountDisplayName', () => {
  it('uses the custom name first', () => {
    expect(
      accountDisplayName({
        customName: 'Brand',
        platformUsername: 'brand_hq',
        platform: 'twitter',
      }),
    ).toBe('Brand');
  });

  it("falls back to the platform username, then the platform's name", () => {
    expect(
      accountDisplayName({ customName: null, platformUsername: 'brand_hq', platform: 'twitter' }),
    ).toBe('brand_hq');
    expect(accountDisplayName({ customName: '  ', platformUsername: '', platform: 'tiktok' })).toBe(
      'TikTok',
    );
  });
});

describe('accountCountLabel', () => {
  it('is singular for exactly one account', () => {
    expect(accountCountLabel(0)).toBe('0 accounts');
    expect(accountCountLabel(1)).toBe('1 account');
    expect(accountCountLabel(2)).toBe('2 accounts');
  });
});
