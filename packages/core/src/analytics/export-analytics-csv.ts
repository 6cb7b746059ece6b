import { asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '@fanout/db/sql-arrays';
import {
  followUpAnalytics,
  postFollowUps,
  posts,
  socialAccounts,
  targetAnalytics,
  type FollowUpAnalyticsRow,
} from '@fanout/db/schema';
import {
  accountDisplayName,
  FIGURES,
  PLATFORM_LABELS,
  type AnalyticsQuery,
  type FollowUpKind,
} from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { periodSql, resolvePeriod } from './analytics-period';
import { csvLine } from './csv-text';
import { postHeadline } from './post-headline';

/** The export's columns, in order (figures in the vocabulary's order). */
export const EXPORT_COLUMNS = [
  'post_id',
  'target_id',
  'network',
  'account',
  'headline',
  'published_at',
  'fetched_at',
  'state',
  ...FIGURES,
  'engagement',
  // `post`, or the follow-up's kind (`thread` for a reply, `first_comment`) and its position.
  'item',
  'item_position',
] as const;

/**
 * The period's per-target figures as CSV (ADR 0090): a header row, then one row per target
 * published in the period under the filters, oldest first, each followed by a row per follow-up
 * read (a thread's replies, a first comment: `item` and `item_position` say which; their `state`
 * is empty, their `fetched_at` their own read's). A figure the network did not report is an
 * empty cell, never 0; times are ISO 8601 instants (UTC). The file's name says the period.
 */
export async function exportAnalyticsCsv(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<AnalyticsQuery, Pick<Actor, 'userId'>>,
): Promise<{ fileName: string; text: string }> {
  const period = await resolvePeriod(deps, owner.userId, input);
  const { query } = period;
  const { where } = periodSql(period);
  const rows = await deps.db
    .select({
      row: targetAnalytics,
      title: posts.title,
      textContent: posts.textContent,
      account: socialAccounts,
    })
    .from(targetAnalytics)
    .innerJoin(posts, eq(posts.id, targetAnalytics.postId))
    .leftJoin(socialAccounts, eq(socialAccounts.id, targetAnalytics.socialAccountId))
    .where(sql`${where}`)
    .orderBy(asc(targetAnalytics.publishedAt), asc(targetAnalytics.targetId));
  const followUps = await followUpsOf(
    deps,
    rows.map(({ row }) => row.targetId),
  );
  const lines = [csvLine(EXPORT_COLUMNS)];
  for (const { row, title, textContent, account } of rows) {
    const shared = [
      row.postId,
      row.targetId,
      PLATFORM_LABELS[row.platform],
      account ? accountDisplayName(account) : null,
      postHeadline(title, textContent),
      row.publishedAt.toISOString(),
    ];
    lines.push(
      csvLine([
        ...shared,
        row.fetchedAt?.toISOString() ?? null,
        row.state,
        ...FIGURES.map((figure) => row[figure]),
        row.engagement,
        'post',
        null,
      ]),
    );
    for (const item of followUps.get(row.targetId) ?? []) {
      lines.push(
        csvLine([
          ...shared,
          item.row.fetchedAt?.toISOString() ?? null,
          null,
          ...FIGURES.map((figure) => item.row[figure]),
          item.row.engagement,
          item.kind,
          item.position,
        ]),
      );
    }
  }
  return { fileName: `fanout-analytics-${query.from}-to-${query.to}.csv`, text: lines.join('') };
}

/** The targets' follow-ups with figures, by target, in position order (at most a thread each). */
async function followUpsOf(deps: CoreDeps, targetIds: string[]) {
  const byTarget = new Map<
    string,
    { row: FollowUpAnalyticsRow; kind: FollowUpKind; position: number }[]
  >();
  if (targetIds.length === 0) return byTarget;
  const items = await deps.db
    .select({ row: followUpAnalytics, kind: postFollowUps.kind, position: postFollowUps.position })
    .from(followUpAnalytics)
    .innerJoin(postFollowUps, eq(postFollowUps.id, followUpAnalytics.followUpId))
    .where(anyOf(followUpAnalytics.targetId, targetIds))
    .orderBy(asc(followUpAnalytics.targetId), asc(postFollowUps.position));
  for (const item of items) {
    const list = byTarget.get(item.row.targetId) ?? [];
    list.push(item);
    byTarget.set(item.row.targetId, list);
  }
  return byTarget;
}
