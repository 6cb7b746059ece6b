import { and, eq } from 'drizzle-orm';
import { socialAccounts, users } from '@fanout/db/schema';
import { AppError, type BestTimes, type BestTimesQuery } from '@fanout/shared';
import { queueSlots } from '@fanout/shared/queue';
import type { ServiceOptions } from '../access';
import { ACCOUNT_NOT_FOUND } from '../accounts/find-owned-account';
import { nowOf, type CoreDeps } from '../deps';
import { bestCellRules } from './best-cell-rules';
import { readBestTimesHistory } from './best-times-history';
import {
  BEST_TIMES_POSTS_NEEDED,
  BEST_TIMES_SUGGESTED_CELLS,
  bestCells,
  bestTimeGrid,
  bestTimesMethodOf,
  scoredPosts,
} from './score-best-times';

/**
 * `GET /api/analytics/best-times?accountId=` (ADR 0091): when the caller's account did best, by
 * weekday and hour of the caller's zone, and the next of its best hours to come. Below
 * BEST_TIMES_POSTS_NEEDED posts with settled figures it says so and suggests nothing. Another
 * user's account is a 404.
 */
export async function getBestTimes(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<BestTimesQuery>,
): Promise<BestTimes> {
  const [account] = await deps.db
    .select({ platform: socialAccounts.platform, timeZone: users.timeZone })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.ownerId))
    .where(and(eq(socialAccounts.id, input.accountId), eq(socialAccounts.ownerId, actor.userId)));
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const now = nowOf(deps);
  const method = bestTimesMethodOf(account.platform);
  const history = await readBestTimesHistory(deps.db, {
    ownerId: actor.userId,
    accountId: input.accountId,
    method,
    now,
  });
  const posts = scoredPosts(history, method);
  const grid = bestTimeGrid(posts, account.timeZone);
  const enoughHistory = posts.length >= BEST_TIMES_POSTS_NEEDED;
  const suggested = bestCellRules(bestCells(grid, BEST_TIMES_SUGGESTED_CELLS), account.timeZone);
  const next = enoughHistory ? queueSlots(suggested, now).next() : null;
  return {
    accountId: input.accountId,
    timeZone: account.timeZone,
    method,
    postsCounted: posts.length,
    postsNeeded: BEST_TIMES_POSTS_NEEDED,
    enoughHistory,
    cells: grid.cells,
    nextBestTime: next && !next.done ? next.value.toISOString() : null,
  };
}
