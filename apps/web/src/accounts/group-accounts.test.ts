import { describe, expect, it } from 'vitest';
import { groupAccountsByPlatform } from './group-accounts';
import { testSocialAccount as account } from './test-social-account';

describe('groupAccountsByPlatform', () => {
  it("keeps the group's connected accounts, per platform", () => {
    const byPlatform = groupAccountsByPlatform(
      [
        account({ id: 'a1' }),
        account({ id: 'a2', platform: 'facebook' }),
        account({ id: 'a3', groupId: 'g2' }),
        account({ id: 'a4', isConnected: false, platform: 'tiktok' }),
        account({ id: 'a5' }),
      ],
      'g1',
    );
    expect(byPlatform.get('linkedin')?.map((a) => a.id)).toEqual(['a1', 'a5']);
    expect(byPlatform.get('facebook')?.map((a) => a.id)).toEqual(['a2']);
    expect(byPlatform.has('tiktok')).toBe(false);
  });
});
