import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { followUpAnalytics } from '@fanout/db/schema';
import {
  engagementOf,
  FIGURES,
  toFigureValues,
  type FiguresOf,
  type NetworkFigureValues,
  type Platform,
} from '@fanout/shared';
import { cleanValues } from './clean-values';

/**
 * The writes to `follow_up_analytics` (ADR 0090 "Follow-ups"): one row per follow-up, opened by its
 * first read (or its first refusal worth showing) and overwritten by every later one. Latest only:
 * no snapshots, no schedule of its own (its target's read decides when).
 */

/** A follow-up's read answer: its latest figures in the vocabulary of its row, no problem. */
export async function recordFollowUpFigures(
  db: Executor,
  read: {
    followUpId: string;
    targetId: string;
    platform: Platform;
    of: FiguresOf;
    values: NetworkFigureValues;
    now: Date;
  },
): Promise<void> {
  const network = cleanValues(read.values);
  const figures = toFigureValues(read.platform, network, read.of);
  const columns = Object.fromEntries(FIGURES.map((name) => [name, figures[name] ?? null]));
  const values = {
    ...columns,
    engagement: engagementOf(figures),
    networkFigures: network,
    fetchedAt: read.now,
    problem: null,
  };
  await db
    .insert(followUpAnalytics)
    .values({ followUpId: read.followUpId, targetId: read.targetId, ...values })
    .onConflictDoUpdate({ target: followUpAnalytics.followUpId, set: values });
}

/**
 * Why a follow-up's figures are not fresh (deleted on the network, not permitted, not answered):
 * its last figures kept; written only when the problem changes, so a repeated refusal does not
 * change the owner's analytics version.
 */
export async function recordFollowUpProblem(
  db: Executor,
  unread: { followUpId: string; targetId: string; problem: string },
): Promise<void> {
  await db
    .insert(followUpAnalytics)
    .values({ followUpId: unread.followUpId, targetId: unread.targetId, problem: unread.problem })
    .onConflictDoUpdate({
      target: followUpAnalytics.followUpId,
      set: { problem: unread.problem },
      setWhere: sql`${followUpAnalytics.problem} is distinct from ${unread.problem}`,
    });
}
