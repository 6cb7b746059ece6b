import { and, eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { socialAccounts } from '@fanout/db/schema';
import { readBestTimesHistory } from './best-times-history';
import {
  BEST_TIMES_POSTS_NEEDED,
  bestCells,
  bestTimeGrid,
  bestTimesMethodOf,
  relativeScores,
  scoredPosts,
  type BestTimeCell,
} from './score-best-times';

export interface GroupBestTimes {
  /** At least one of the group's accounts has BEST_TIMES_POSTS_NEEDED posts that count. */
  enoughHistory: boolean;
  /** Posts behind the cells; without enough history, the most any one account has. */
  postsCounted: number;
  /** The best cells, best first, at most the count asked for; none without enough history. */
  cells: BestTimeCell[];
}

/**
 * The best cells of a group's accounts together, for its queue (ADR 0091). Each account with
 * enough history adds its posts scored against its own average (1 = as usual), so an X account's
 * engagement per view and a Bluesky account's engagement per post weigh alike and neither a big
 * account nor a busy one decides for the others; accounts with too few posts add nothing.
 */
export async function groupBestTimes(
  db: Executor,
  options: { ownerId: string; groupId: string; timeZone: string; now: Date; count: number },
): Promise<GroupBestTimes> {
  const { ownerId, groupId, timeZone, now, count } = options;
  const accounts = await db
    .select({ id: socialAccounts.id, platform: socialAccounts.platform })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.groupId, groupId), eq(socialAccounts.ownerId, ownerId)));
  const counted = await Promise.all(
    accounts.map(async (account) => {
      const method = bestTimesMethodOf(account.platform);
      const history = await readBestTimesHistory(db, {
        ownerId,
        accountId: account.id,
        method,
        now,
      });
      return scoredPosts(history, method);
    }),
  );
  const enough = counted.filter((posts) => posts.length >= BEST_TIMES_POSTS_NEEDED);
  if (enough.length === 0) {
    const most = Math.max(0, ...counted.map((posts) => posts.length));
    return { enoughHistory: false, postsCounted: most, cells: [] };
  }
  const pooled = enough.flatMap(relativeScores);
  return {
    enoughHistory: pooled.length > 0,
    postsCounted: pooled.length,
    cells: bestCells(bestTimeGrid(pooled, timeZone), count),
  };
}
