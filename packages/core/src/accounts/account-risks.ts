import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { postTargets, socialAccounts } from '@fanout/db/schema';
import { isoTimeText } from '@fanout/db/sql-time';
import {
  accountDisplayName,
  ACCOUNT_RISK_POSTS_SHOWN,
  type AccountRisk,
  type AccountRiskReason,
  type Platform,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { FIXED_REFRESH_END, NEEDS_REFRESH_TOKEN } from './refresh-account';

/**
 * The one definition of "this account's scheduled posts will fail" (ADR 0060), as
 * SQL over `social_accounts` and `post_targets`, shared by the list the pages read and the sweep
 * that notifies:
 * - `needs_attention`: the platform refused to renew the access: every scheduled target is at risk;
 * - `refreshFailing`: renewing the access keeps failing for a passing reason (`refresh_failed_at`):
 *   targets due after the access token expires are at risk, until a renewal succeeds;
 * - `accessEndsAt`: when the access ends for good unless the user reconnects: the access token's
 *   expiry when it cannot be renewed without a refresh token and has none, or the refresh token's
 *   expiry (the later of the two) when the platform gave one. Targets due after it are at risk
 *   once it is within the warning window, or at once when the platform's refresh token ends on a
 *   fixed day (`FIXED_REFRESH_END`, LinkedIn): any other end further ahead is a rolling refresh
 *   token's, renewed with every refresh (Pinterest, TikTok, X, Bluesky), not an end.
 */
export function riskTerms(deps: CoreDeps): {
  refreshFailing: SQL<boolean>;
  accessEndsAt: SQL<Date | null>;
  targetAtRisk: SQL<boolean>;
} {
  const now = nowOf(deps);
  const warnFrom = sql`${new Date(now.getTime() + deps.config.oauth.accessEndWarningMs).toISOString()}::timestamptz`;
  const platformsIn = (platforms: ReadonlySet<Platform>) =>
    sql.join(
      [...platforms].map((platform) => sql`${platform}`),
      sql`, `,
    );
  const refused = sql`${socialAccounts.status} = 'needs_attention'`;
  const refreshFailing = sql<boolean>`(${socialAccounts.refreshFailedAt} is not null
    and ${socialAccounts.tokenExpiresAt} is not null)`;
  const accessEndsAt = sql<Date | null>`(case
    when ${socialAccounts.refreshTokenEnc} is null
      and ${socialAccounts.platform} in (${platformsIn(NEEDS_REFRESH_TOKEN)}) then ${socialAccounts.tokenExpiresAt}
    when ${socialAccounts.refreshTokenEnc} is not null
      and ${socialAccounts.refreshTokenExpiresAt} is not null
      then greatest(${socialAccounts.tokenExpiresAt}, ${socialAccounts.refreshTokenExpiresAt})
    end)`;
  // A fixed end is told however far ahead it is; any other only within the window.
  const endIsFixed = sql`(${socialAccounts.refreshTokenEnc} is not null
    and ${socialAccounts.refreshTokenExpiresAt} is not null
    and ${socialAccounts.platform} in (${platformsIn(FIXED_REFRESH_END)}))`;
  const targetAtRisk = sql<boolean>`(${postTargets.state} = 'scheduled'
    and ${postTargets.dueAt} is not null
    and (${refused}
      or (${refreshFailing} and ${socialAccounts.tokenExpiresAt} < ${postTargets.dueAt})
      or (${accessEndsAt} < ${postTargets.dueAt} and (${accessEndsAt} <= ${warnFrom} or ${endIsFixed}))))`;
  return { refreshFailing, accessEndsAt, targetAtRisk };
}

interface RiskRow extends Record<string, unknown> {
  account_id: string;
  platform: Platform;
  custom_name: string | null;
  platform_username: string;
  group_id: string;
  status: string;
  status_message: string | null;
  refresh_failing: boolean;
  token_expires_at: string | null;
  access_ends_at: string | null;
  post_id: string;
  target_id: string;
  due_at: string;
  total: number;
}

/**
 * The at-risk accounts among those `scope` selects (a condition on `social_accounts`), each with
 * its soonest at-risk posts, soonest first: one query, however many posts are at risk.
 */
export async function findAccountRisks(
  deps: CoreDeps,
  executor: Executor,
  scope: SQL,
): Promise<AccountRisk[]> {
  const { refreshFailing, accessEndsAt, targetAtRisk } = riskTerms(deps);
  const rows = await executor.execute<RiskRow>(sql`
    select * from (
      select ${socialAccounts.id} as account_id, ${socialAccounts.platform} as platform,
        ${socialAccounts.customName} as custom_name,
        ${socialAccounts.platformUsername} as platform_username,
        ${socialAccounts.groupId} as group_id, ${socialAccounts.status} as status,
        ${socialAccounts.statusMessage} as status_message, ${refreshFailing} as refresh_failing,
        ${isoTimeText(socialAccounts.tokenExpiresAt)} as token_expires_at,
        ${isoTimeText(accessEndsAt)} as access_ends_at,
        ${postTargets.postId} as post_id, ${postTargets.id} as target_id,
        ${isoTimeText(postTargets.dueAt)} as due_at,
        (count(*) over (partition by ${socialAccounts.id}))::int as total,
        row_number() over (partition by ${socialAccounts.id}
          order by ${postTargets.dueAt}, ${postTargets.id}) as n
      from ${socialAccounts}
      join ${postTargets} on ${postTargets.socialAccountId} = ${socialAccounts.id}
      where ${scope} and ${targetAtRisk}
    ) risky
    where n <= ${ACCOUNT_RISK_POSTS_SHOWN}
    order by due_at, account_id, n`);

  const risks = new Map<string, AccountRisk>();
  for (const row of rows) {
    let risk = risks.get(row.account_id);
    if (!risk) {
      const reason: AccountRiskReason =
        row.status === 'needs_attention'
          ? 'needs_attention'
          : row.refresh_failing
            ? 'refresh_failing'
            : 'access_ending';
      risk = {
        accountId: row.account_id,
        platform: row.platform,
        accountName: accountDisplayName({
          customName: row.custom_name,
          platformUsername: row.platform_username,
          platform: row.platform,
        }),
        groupId: row.group_id,
        reason,
        statusMessage: reason === 'needs_attention' ? row.status_message : null,
        accessEndsAt:
          reason === 'refresh_failing'
            ? row.token_expires_at
            : reason === 'access_ending'
              ? row.access_ends_at
              : null,
        postCount: row.total,
        posts: [],
      };
      risks.set(row.account_id, risk);
    }
    risk.posts.push({ postId: row.post_id, targetId: row.target_id, dueAt: row.due_at });
  }
  return [...risks.values()];
}

/**
 * The caller's accounts whose scheduled posts will fail unless they reconnect (the dashboard's
 * warning, the calendar's badges), the soonest failure first.
 */
export function listAccountRisks(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<AccountRisk[]> {
  return findAccountRisks(deps, deps.db, sql`${socialAccounts.ownerId} = ${actor.userId}`);
}
