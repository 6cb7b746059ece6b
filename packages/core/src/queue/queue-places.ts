import type { Executor } from '@fanout/db/client';
import type { AccountGroupRow } from '@fanout/db/schema';
import type { QueueBestTimes, QueueRules } from '@fanout/shared/queue';
import { BEST_TIMES_POSTS_NEEDED, bestCellRules, groupBestTimes } from '../analytics';

export interface QueuePlaces {
  /** What Add to Queue fills: the schedule, or the best hours as its cells. */
  rules: QueueRules;
  /** Where "Use my best times" stands; null while it is off. */
  bestTimes: QueueBestTimes | null;
}

/**
 * The places a group's queue fills (ADR 0057, 0091): its schedule, or with "Use my best times" the
 * hours where its accounts did best, as many a week as the schedule has (its cadence, where enough
 * hours did at least as well as usual), and the schedule's own times while no account of the group
 * has enough history.
 */
export async function queuePlacesOf(
  db: Executor,
  group: Pick<AccountGroupRow, 'id' | 'ownerId' | 'queueBestTimes'>,
  rules: QueueRules,
  now: Date,
): Promise<QueuePlaces> {
  if (!group.queueBestTimes) return { rules, bestTimes: null };
  const best = await groupBestTimes(db, {
    ownerId: group.ownerId,
    groupId: group.id,
    timeZone: rules.timeZone,
    now,
    count: rules.days.length * rules.times.length,
  });
  const inUse = best.enoughHistory && best.cells.length > 0;
  const places = inUse ? (bestCellRules(best.cells, rules.timeZone).cells ?? []) : [];
  return {
    rules: inUse ? { ...rules, cells: places } : rules,
    bestTimes: {
      inUse,
      postsCounted: best.postsCounted,
      postsNeeded: BEST_TIMES_POSTS_NEEDED,
      places: [...places],
    },
  };
}
