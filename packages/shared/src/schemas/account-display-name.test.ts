import { describe, expect, it } from 'vitest';
import { accountDisplayName } from './accounts';

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
