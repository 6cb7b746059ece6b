import {
  accountDisplayName,
  PLATFORMS,
  type AccountGroup,
  type Platform,
  type SocialAccount,
} from '@fanout/shared';
import { isAccountHealthy } from '../accounts/account-health';
import { PLATFORM_META } from '../accounts/platform-meta';

/** Spec 000 §9: the dashboard card lists at most 6 platforms. */
export const SHOWN_PLATFORMS = 6;

export type ConnectionStatus = 'healthy' | 'warning' | 'not-connected';

export interface PlatformConnection {
  platform: Platform;
  platformName: string;
  status: ConnectionStatus;
  /** The account shown for the platform: an unhealthy one first, then a paused one, so a problem is never hidden. */
  account: {
    displayName: string;
    groupName: string;
    lastSynced: string | null;
    /** The platform paused the account until then (a rate limit; ADR 0033), else null. */
    rateLimitedUntil: string | null;
  } | null;
  /** Further connected accounts on the same platform. */
  otherAccounts: number;
}

export interface ConnectionSummary {
  /** Distinct platforms with at least one connected account. */
  connectedCount: number;
  totalCount: number;
  /** Connected accounts that fail the health rule. */
  needAttentionCount: number;
  /** connectedCount / totalCount, as a whole percent. */
  coveragePercent: number;
  shown: PlatformConnection[];
  /** Platforms left out of `shown`. */
  hiddenCount: number;
}

/**
 * The social connections card (spec 000 §2/§4): counts, coverage and the platforms to list,
 * connected first, then alphabetically by name.
 */
export function summarizeConnections(
  accounts: readonly SocialAccount[],
  groups: readonly Pick<AccountGroup, 'id' | 'name'>[],
  now: Date = new Date(),
): ConnectionSummary {
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const connected = accounts.filter((account) => account.isConnected);
  const unhealthy = new Set(connected.filter((account) => !isAccountHealthy(account, now)));

  const platforms = PLATFORMS.map((platform): PlatformConnection => {
    const onPlatform = connected.filter((account) => account.platform === platform);
    const paused = (account: SocialAccount) =>
      account.rateLimitedUntil !== null && new Date(account.rateLimitedUntil) > now;
    const shownAccount =
      onPlatform.find((account) => unhealthy.has(account)) ??
      onPlatform.find(paused) ??
      onPlatform[0];
    return {
      platform,
      platformName: PLATFORM_META[platform].name,
      status:
        shownAccount === undefined
          ? 'not-connected'
          : unhealthy.has(shownAccount)
            ? 'warning'
            : 'healthy',
      account:
        shownAccount === undefined
          ? null
          : {
              displayName: accountDisplayName(shownAccount),
              groupName: groupNames.get(shownAccount.groupId) ?? 'Unknown Group',
              lastSynced: shownAccount.lastSynced,
              rateLimitedUntil: paused(shownAccount) ? shownAccount.rateLimitedUntil : null,
            },
      otherAccounts: Math.max(onPlatform.length - 1, 0),
    };
  });

  platforms.sort(
    (a, b) =>
      Number(b.account !== null) - Number(a.account !== null) ||
      a.platformName.localeCompare(b.platformName, 'en'),
  );

  const connectedCount = platforms.filter((entry) => entry.account !== null).length;
  return {
    connectedCount,
    totalCount: PLATFORMS.length,
    needAttentionCount: unhealthy.size,
    coveragePercent: Math.round((connectedCount / PLATFORMS.length) * 100),
    shown: platforms.slice(0, SHOWN_PLATFORMS),
    hiddenCount: Math.max(platforms.length - SHOWN_PLATFORMS, 0),
  };
}
