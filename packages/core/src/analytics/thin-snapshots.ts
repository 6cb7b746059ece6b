import { sql } from 'drizzle-orm';
import { analyticsSnapshots } from '@fanout/db/schema';
import { SNAPSHOTS_KEPT_WHOLE_MS } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { analyticsSettings } from './analytics-settings';

/** Statements one thinning pass makes at most; the next pass (an hour later) takes the rest. */
const BATCHES_PER_PASS = 20;

/**
 * Snapshots older than SNAPSHOTS_KEPT_WHOLE_MS are kept only as the last of each target's UTC day
 * (ADR 0090): a post's chart keeps its shape over months at a read a day. In bounded batches, so a
 * pass never holds many rows locked; two passes at once (two workers) only delete the same rows.
 * The last snapshot of a day is the one kept even while later ones of that day are younger than
 * the cut: a later pass, once the day is whole past the cut, keeps only the day's last.
 */
export async function thinSnapshots(deps: CoreDeps): Promise<{ thinned: number }> {
  const { thinBatch } = analyticsSettings(deps);
  const before = new Date(nowOf(deps).getTime() - SNAPSHOTS_KEPT_WHOLE_MS).toISOString();
  let thinned = 0;
  for (let batch = 0; batch < BATCHES_PER_PASS; batch += 1) {
    const deleted = await deps.db.execute<{ id: number }>(sql`
      delete from ${analyticsSnapshots} where id in (
        select id from (
          select id, row_number() over (
            partition by target_id, (fetched_at at time zone 'UTC')::date
            order by fetched_at desc, id desc) as later
          from ${analyticsSnapshots} where fetched_at < ${before}::timestamptz
        ) old where later > 1
        limit ${thinBatch})
      returning id`);
    thinned += deleted.length;
    if (deleted.length < thinBatch) break;
  }
  return { thinned };
}
