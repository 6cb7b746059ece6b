import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accountGroups, targetAnalytics } from '@fanout/db/schema';
import {
  AppError,
  analyticsPeriodProblem,
  analyticsQuerySchema,
  type AnalyticsQuery,
} from '@fanout/shared';
import { GROUP_NOT_FOUND } from '../accounts/groups';
import type { CoreDeps } from '../deps';
import { parseServiceInput } from '../service-input/parse-service-input';
import { analyticsVersion } from './analytics-version';

/** A period of the owner's published targets, as the Analytics page and the export read it. */
export interface AnalyticsPeriod {
  ownerId: string;
  query: AnalyticsQuery;
  /** The owner's time zone: the period's days are its calendar days. */
  timeZone: string;
  /** The owner's analytics version, read before anything the answer shows (analytics-version.ts). */
  version: number;
}

/**
 * Reads and checks a period asked for (ADR 0090): its days in order and at most 366 of them
 * (400 naming the problem), the group the caller's (404 as any group of someone else's).
 */
export async function resolvePeriod(
  deps: Pick<CoreDeps, 'db'>,
  ownerId: string,
  input: AnalyticsQuery,
): Promise<AnalyticsPeriod> {
  const query = parseServiceInput(analyticsQuerySchema, input);
  const problem = analyticsPeriodProblem(query);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const [owner, group] = await Promise.all([
    analyticsVersion(deps, ownerId),
    query.groupId
      ? deps.db
          .select({ id: accountGroups.id })
          .from(accountGroups)
          .where(and(eq(accountGroups.id, query.groupId), eq(accountGroups.ownerId, ownerId)))
      : [{ id: null }],
  ]);
  if (!owner) throw new AppError('NOT_FOUND', 'User not found');
  if (group.length === 0) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return { ownerId, query, timeZone: owner.timeZone, version: owner.version };
}

/**
 * The period's SQL, built only by a call that runs a statement over it: an overview reused under
 * the owner's version (most calls) needs none (ADR 0098).
 */
export function periodSql({ ownerId, query, timeZone: zone }: AnalyticsPeriod): {
  /**
   * The owner's targets published in the period, under the filters: a range of the index
   * (owner_id, published_at), its ends the period's first and day-after-last midnights in the zone.
   */
  where: SQL;
  /** A target's day of publication in the zone, as a date. */
  day: SQL;
} {
  const where = and(
    eq(targetAnalytics.ownerId, ownerId),
    sql`${targetAnalytics.publishedAt} >= (${query.from}::date)::timestamp at time zone ${zone}`,
    sql`${targetAnalytics.publishedAt} < (${query.to}::date + 1)::timestamp at time zone ${zone}`,
    query.groupId ? eq(targetAnalytics.groupId, query.groupId) : undefined,
    query.platform ? eq(targetAnalytics.platform, query.platform) : undefined,
  );
  return {
    where: where ?? sql`false`,
    day: sql`(${targetAnalytics.publishedAt} at time zone ${zone})::date`,
  };
}
