import type { Platform, SocialAccount } from '@fanout/shared';

/**
 * The group's connected accounts per platform. Normally one per platform; a list keeps any extra
 * account visible (and disconnectable) instead of hiding it.
 */
export function groupAccountsByPlatform(
  accounts: readonly SocialAccount[],
  groupId: string,
): Map<Platform, SocialAccount[]> {
  const byPlatform = new Map<Platform, SocialAccount[]>();
  for (const account of accounts) {
    if (account.groupId !== groupId || !account.isConnected) continue;
    const list = byPlatform.get(account.platform) ?? [];
    list.push(account);
    byPlatform.set(account.platform, list);
  }
  return byPlatform;
}
