import { asc, eq, sql } from 'drizzle-orm';
import { posts, socialAccounts, targetAnalytics } from '@fanout/db/schema';
import { accountDisplayName, FIGURES, PLATFORM_LABELS, type AnalyticsQuery } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { resolvePeriod } from './analytics-period';
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
] as const;

/**
 * The period's per-target figures as CSV (ADR 0090): a header row, then one row per target
 * published in the period under the filters, oldest first. A figure the network did not report is
 * an empty cell, never 0; times are ISO 8601 instants (UTC). The file's name says the period.
 */
export async function exportAnalyticsCsv(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<AnalyticsQuery, Pick<Actor, 'userId'>>,
): Promise<{ fileName: string; text: string }> {
  const { query, where } = await resolvePeriod(deps, owner.userId, input);
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
  const lines = [csvLine(EXPORT_COLUMNS)];
  for (const { row, title, textContent, account } of rows) {
    lines.push(
      csvLine([
        row.postId,
        row.targetId,
        PLATFORM_LABELS[row.platform],
        account ? accountDisplayName(account) : null,
        postHeadline(title, textContent),
        row.publishedAt.toISOString(),
        row.fetchedAt?.toISOString() ?? null,
        row.state,
        ...FIGURES.map((figure) => row[figure]),
        row.engagement,
      ]),
    );
  }
  return { fileName: `fanout-analytics-${query.from}-to-${query.to}.csv`, text: lines.join('') };
}
