import { eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import type { Platform } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';

/** The names one connected account goes by on its platform. */
export interface AccountIdentity {
  platform: Platform;
  /** The platform's account id, the username and the ids publishing uses (page, member URN...). */
  ids: string[];
}

/**
 * Every name under which the caller's accounts appear on their platforms, so a platform's record
 * (the sandbox's post list, ADR 0029) can be narrowed to what this user published.
 */
export async function listAccountIdentities(
  deps: CoreDeps,
  options: ServiceOptions,
): Promise<AccountIdentity[]> {
  const rows = await deps.db
    .select({
      platform: socialAccounts.platform,
      externalAccountId: socialAccounts.externalAccountId,
      platformUsername: socialAccounts.platformUsername,
      details: socialAccounts.details,
      facebookPageId: socialAccounts.facebookPageId,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, options.actor.userId));
  return rows.map((row) => ({
    platform: row.platform,
    ids: [
      row.externalAccountId,
      row.platformUsername,
      ...Object.values(row.details),
      // A Facebook account publishes as its chosen page.
      row.facebookPageId,
    ].filter((id): id is string => typeof id === 'string' && id !== ''),
  }));
}
