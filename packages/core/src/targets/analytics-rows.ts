import { sql, type SQL } from 'drizzle-orm';
import { socialAccounts, targetAnalytics } from '@fanout/db/schema';
import { scheduledRefreshAt } from '@fanout/shared';

/**
 * The `publish` transition opens the target's analytics row (ADR 0090) in its own statement, so a
 * published target never lacks one: `published` names a CTE of the targets just published, with
 * the post_targets columns below. Owner, post, account, the account's group and the platform are
 * copied for the Analytics page's reads; the first read is REFRESH_AFTER_MS[0] after `now`, the
 * publication's time. A row already there (a repeated statement) is left as it is.
 */
export function openAnalyticsRows(published: SQL, now: Date): SQL {
  const firstRead = scheduledRefreshAt(now, 0);
  return sql`insert into ${targetAnalytics} (target_id, owner_id, post_id, social_account_id,
      group_id, platform, published_at, next_refresh_at)
    select p.id, p.owner_id, p.post_id, p.social_account_id, a.group_id, p.platform, p.published_at,
      ${firstRead ? sql`${firstRead.toISOString()}::timestamptz` : sql`null`}
    from ${published} p left join ${socialAccounts} a on a.id = p.social_account_id
    on conflict (target_id) do nothing`;
}
