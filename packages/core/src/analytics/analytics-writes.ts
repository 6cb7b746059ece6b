import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { analyticsSnapshots, socialAccounts, targetAnalytics } from '@fanout/db/schema';
import {
  engagementOf,
  FIGURES,
  toFigureValues,
  type AnalyticsState,
  type NetworkFigureValues,
  type Platform,
} from '@fanout/shared';
import { cleanValues } from './clean-values';
import type { RoundState } from './refresh-rounds';

/**
 * The writes to `target_analytics` after its row was opened (targets/analytics-rows.ts opens it
 * with the publication), ADR 0090. The rule they keep: a scheduled read of round `r` lands only
 * while the row is still at round `r` (a job run twice — re-added after its lease ran out, a
 * duplicate add — writes once and moves the round once), and only a read moves the round or the
 * time of the next read. A read its owner asked for ("Refresh now", round null) writes the
 * figures and states but never the round.
 */

const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

/** The row at round `round`, or any round for a read its owner asked for (round null). */
function readOf(targetId: string, round: number | null): SQL | undefined {
  return round === null
    ? eq(targetAnalytics.targetId, targetId)
    : and(eq(targetAnalytics.targetId, targetId), eq(targetAnalytics.round, round));
}

/**
 * Claims up to `limit` due reads, soonest first: each row's next_refresh_at is pushed `leaseMs`
 * ahead in the same statement, the lease. Rows another sweep is claiming are skipped (SKIP
 * LOCKED), and a claimed row is no longer due, so two sweeps never hand out the same read; a read
 * whose job is lost (Redis lost its keys, a crash between the claim and the enqueue) is due again
 * when its lease ends. The round each read is for goes with it: its job writes only at that round.
 */
export async function claimDueReads(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<{ targetId: string; round: number }[]> {
  if (limit <= 0) return [];
  const rows = await db.execute<{ target_id: string; round: number }>(sql`
    with due as (
      select ${targetAnalytics.targetId} as target_id from ${targetAnalytics}
      where ${targetAnalytics.nextRefreshAt} <= ${at(now)}
      order by ${targetAnalytics.nextRefreshAt}
      limit ${limit}
      for update skip locked
    )
    update ${targetAnalytics} set next_refresh_at = ${at(new Date(now.getTime() + leaseMs))}
    from due where ${targetAnalytics.targetId} = due.target_id
    returning ${targetAnalytics.targetId} as target_id, ${targetAnalytics.round} as round`);
  return rows.map((row) => ({ targetId: row.target_id, round: Number(row.round) }));
}

/**
 * A read's answer: a snapshot, and the row's latest figures (in the vocabulary: toFigureValues,
 * engagementOf; a figure not answered is null, never 0), state `fresh`; a scheduled read also
 * moves the round (`next`). One statement: the snapshot is written only if the row was. False
 * when it was not (a scheduled read already made, or the target gone).
 */
export async function recordFigures(
  db: Executor,
  read: {
    targetId: string;
    platform: Platform;
    round: number | null;
    values: NetworkFigureValues;
    next: RoundState;
    now: Date;
  },
): Promise<boolean> {
  const network = cleanValues(read.values);
  const figures = toFigureValues(read.platform, network);
  const columns = Object.fromEntries(FIGURES.map((name) => [name, figures[name] ?? null]));
  const engagement = engagementOf(figures);
  const schedule =
    read.round === null ? {} : { round: read.next.round, nextRefreshAt: read.next.nextRefreshAt };
  const update = db
    .update(targetAnalytics)
    .set({
      ...columns,
      engagement,
      networkFigures: network,
      state: 'fresh',
      problem: null,
      fetchedAt: read.now,
      updatedAt: read.now,
      ...schedule,
    })
    .where(readOf(read.targetId, read.round))
    .returning({ targetId: targetAnalytics.targetId });
  // The drizzle update brings its own parentheses; the values are typed, as a SELECT's
  // parameters would otherwise be text.
  const figureValues = sql.join(
    [...FIGURES.map((name) => columns[name]), engagement].map((value) => sql`${value}::int`),
    sql`, `,
  );
  const written = await db.execute<{ target_id: string }>(sql`
    with written as ${update}
    insert into ${analyticsSnapshots} (target_id, fetched_at, ${sql.raw(FIGURES.join(', '))},
      engagement, network_figures)
    select written.target_id, ${at(read.now)}, ${figureValues}, ${JSON.stringify(network)}::jsonb
    from written
    returning target_id`);
  return written.length > 0;
}

/**
 * What happens to the row's schedule when a read did not happen: `set` (a scheduled read skipped
 * or given up: the round moves on, roundAfter), `retry` at a time (the round unchanged; for a
 * read its owner asked for, only when no scheduled read is left), `stop` (no read ever again), or
 * `keep` (a read its owner asked for, which never moves the schedule).
 */
export type UnreadSchedule =
  | { kind: 'set'; state: RoundState }
  | { kind: 'retry'; at: Date }
  | { kind: 'stop' }
  | { kind: 'keep' };

/**
 * A read that did not happen or was refused: the row's state and problem in words, its figures
 * kept as they were, its schedule as `schedule` says. False when the row was not written.
 */
export async function recordUnread(
  db: Executor,
  unread: {
    targetId: string;
    round: number | null;
    state: Exclude<AnalyticsState, 'fresh' | 'waiting'>;
    problem: string;
    schedule: UnreadSchedule;
    now: Date;
  },
): Promise<boolean> {
  const { schedule, round } = unread;
  const scheduleColumns =
    schedule.kind === 'stop'
      ? { nextRefreshAt: null }
      : schedule.kind === 'set' && round !== null
        ? { round: schedule.state.round, nextRefreshAt: schedule.state.nextRefreshAt }
        : schedule.kind === 'retry'
          ? {
              nextRefreshAt:
                round === null
                  ? sql`coalesce(${targetAnalytics.nextRefreshAt}, ${at(schedule.at)})`
                  : schedule.at,
            }
          : {};
  const written = await db
    .update(targetAnalytics)
    .set({
      state: unread.state,
      problem: unread.problem,
      updatedAt: unread.now,
      ...scheduleColumns,
    })
    .where(readOf(unread.targetId, round))
    .returning({ targetId: targetAnalytics.targetId });
  return written.length > 0;
}

/**
 * The network refused a read of this account's figures, or said none remain, until `until`: no
 * read of the account's figures is made before it. Kept apart from publishing's pause
 * (`rate_limited_until`): a refused read must never delay a post.
 */
export async function pauseFigureReads(
  db: Executor,
  accountId: string,
  until: Date,
): Promise<void> {
  await db
    .update(socialAccounts)
    .set({
      analyticsPausedUntil: sql`greatest(${socialAccounts.analyticsPausedUntil}, ${at(until)})`,
    })
    .where(eq(socialAccounts.id, accountId));
}

/**
 * "Refresh now" on a post (ADR 0090): at most once per `intervalMs`. Locks the post's rows, so
 * two requests at once are told apart; when the last request is older than the interval, marks
 * the post's readable rows (not `gone`) as asked for now and answers their ids, else answers when
 * it may be asked again. A post with no rows (nothing published yet) answers no ids.
 */
export async function markRefreshRequested(
  db: Executor,
  post: { postId: string; ownerId: string },
  now: Date,
  intervalMs: number,
): Promise<{ targetIds: string[]; availableAt: Date | null; marked: boolean }> {
  const rows = await db
    .select({
      targetId: targetAnalytics.targetId,
      state: targetAnalytics.state,
      requestedAt: targetAnalytics.refreshRequestedAt,
    })
    .from(targetAnalytics)
    .where(and(eq(targetAnalytics.postId, post.postId), eq(targetAnalytics.ownerId, post.ownerId)))
    .for('update');
  const last = Math.max(0, ...rows.map((row) => row.requestedAt?.getTime() ?? 0));
  if (last + intervalMs > now.getTime()) {
    return { targetIds: [], availableAt: new Date(last + intervalMs), marked: false };
  }
  const readable = rows.filter((row) => row.state !== 'gone').map((row) => row.targetId);
  if (rows.length > 0) {
    await db
      .update(targetAnalytics)
      .set({ refreshRequestedAt: now })
      .where(eq(targetAnalytics.postId, post.postId));
  }
  return { targetIds: readable, availableAt: null, marked: rows.length > 0 };
}
