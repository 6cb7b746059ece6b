import type { SocialAccount } from '@fanout/shared';

/** Test factory: a healthy, connected LinkedIn account in group g1, with any field overridden. */
export function testSocialAccount(overrides: Partial<SocialAccount> = {}): SocialAccount {
  const groupId = overrides.groupId ?? 'g1';
  return {
    id: 'a1',
    platform: 'linkedin',
    platformUsername: 'me',
    customName: null,
    displayName: 'me',
    avatarUrl: null,
    groupId,
    isConnected: true,
    isActive: true,
    status: 'active',
    statusMessage: null,
    rateLimitedUntil: null,
    lastSynced: null,
    tokenExpiresAt: null,
    facebookPageId: null,
    facebookPageName: null,
    pinterestBoardId: null,
    pinterestBoardName: null,
    account: { groupId },
    ...overrides,
  };
}
