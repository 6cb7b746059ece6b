import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { targetAnalytics } from '@fanout/db/schema';
import type { BestTimesMethod } from '@fanout/shared';
import {
  BEST_TIMES_HISTORY_DAYS,
  BEST_TIMES_POSTS_READ,
  BEST_TIMES_SETTLED_MS,
  type HistoryPost,
} from './score-best-times';

const DAY_MS = 24 * 60 * 60_000;

/**
 * One account's posts that count towards its best times (ADR 0091, `postScore`): its latest year,
 * at most its last 1,000 posts with engagement read a day or more after publishing (and views,
 * when the method divides by them), newest first. One read off
 * `target_analytics_account_published_idx`, bounded whatever the account's history.
 */
export async function readBestTimesHistory(
  db: Executor,
  options: { ownerId: string; accountId: string; method: BestTimesMethod; now: Date },
): Promise<HistoryPost[]> {
  const { ownerId, accountId, method, now } = options;
  const since = new Date(now.getTime() - BEST_TIMES_HISTORY_DAYS * DAY_MS);
  return db
    .select({
      publishedAt: targetAnalytics.publishedAt,
      fetchedAt: targetAnalytics.fetchedAt,
      views: targetAnalytics.views,
      engagement: targetAnalytics.engagement,
    })
    .from(targetAnalytics)
    .where(
      and(
        eq(targetAnalytics.socialAccountId, accountId),
        eq(targetAnalytics.ownerId, ownerId),
        gt(targetAnalytics.publishedAt, since),
        lte(targetAnalytics.publishedAt, now),
        isNotNull(targetAnalytics.engagement),
        ...(method === 'engagement_per_view' ? [gt(targetAnalytics.views, 0)] : []),
        sql`${targetAnalytics.fetchedAt} >= ${targetAnalytics.publishedAt} + ${`${BEST_TIMES_SETTLED_MS} milliseconds`}::interval`,
      ),
    )
    .orderBy(desc(targetAnalytics.publishedAt))
    .limit(BEST_TIMES_POSTS_READ);
}
