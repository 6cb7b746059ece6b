import type { SocialAccountRow } from '@fanout/db/schema';
import { accountDisplayName, type SocialAccount } from '@fanout/shared';

/** The API shape of an account (spec 000 §3). Token columns are never read here. */
export function toSocialAccount(row: SocialAccountRow): SocialAccount {
  return {
    id: row.id,
    platform: row.platform,
    platformUsername: row.platformUsername,
    customName: row.customName,
    displayName: accountDisplayName(row),
    avatarUrl: row.avatarUrl,
    groupId: row.groupId,
    isConnected: true,
    isActive: row.isActive,
    status: row.status,
    statusMessage: row.statusMessage,
    // A pause that is over is no pause (the column keeps its last end).
    rateLimitedUntil:
      row.rateLimitedUntil && row.rateLimitedUntil > new Date()
        ? row.rateLimitedUntil.toISOString()
        : null,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    facebookPageId: row.facebookPageId,
    facebookPageName: row.facebookPageName,
    pinterestBoardId: row.pinterestBoardId,
    pinterestBoardName: row.pinterestBoardName,
    account: { groupId: row.groupId },
  };
}
