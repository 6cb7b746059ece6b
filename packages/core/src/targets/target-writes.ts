import { and, eq, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { anyOf, records } from '@fanout/db/sql-arrays';
import { postTargets, socialAccounts, type PostTargetRow } from '@fanout/db/schema';
import { INSUFFICIENT_CREDITS } from '@fanout/shared';
import type { PublishResult } from '@fanout/platforms';
import { takesPostEvents, targetOutcomeCtes } from '../webhooks/target-outcome-events';
import { openAnalyticsRows } from './analytics-rows';
import { leaving } from './transitions';
import { isWaiting } from './waiting';

/**
 * The publishing writes to a target's row (`post_targets`), ADR 0040 and 0069. There are two kinds,
 * and each keeps one rule:
 *
 * - **A run's writes** (heartbeat, handles, the irreversible mark, the outcome, a release for a
 *   retry) are fenced by `heldBy`: they land only while the run still holds the target. A stale run
 *   (paused past its lease and taken over) writes nothing and learns so from the answer — false,
 *   null — so it can stop (ClaimLostError) instead of overwriting its successor's work.
 * - **Writes without a run** touch only rows no run holds: the claim itself (`claimDueTargets`,
 *   which takes a target and writes its claim token — the fence's other half), and the marks on
 *   scheduled or released targets (missed, rate-limit waits, a post's new time).
 */

/**
 * The fence (ADR 0020): the row as long as the run holds it — still `publishing` under the claim
 * token it claimed with. Every claim writes a new random token in its own conditional UPDATE, so a
 * stale run and its successor never both pass, whichever process each runs in; claimTargets hands
 * each claim (and so its token) to exactly one run. The values are one run's, or the columns of a
 * list of runs (`from (values …) as x(target_id, claim_token)`) for a batch.
 */
/**
 * What a write of a run needs of it: the row it claimed (publishing/run.ts `Run` is one). Typed
 * here by shape, so that targets imports nothing of publishing.
 */
export interface HeldRun {
  target: Pick<PostTargetRow, 'id' | 'claimToken' | 'retries'>;
}

/** Why a run did not publish (publishing/run.ts `Failure`): stored on the target. */
export interface TargetFailure {
  errorClass: string;
  message: string;
}

function heldBy(targetId: SQLWrapper | string, claimToken: SQLWrapper | string): SQL {
  return sql`${postTargets.id} = ${targetId} and ${postTargets.claimToken} = ${claimToken}
    and ${postTargets.state} = 'publishing'`;
}

function heldByRun(run: HeldRun): SQL {
  return heldBy(run.target.id, tokenOf(run));
}

/** The run's claim token; every claimed row has one (claimDueTargets writes it). */
function tokenOf(run: HeldRun): string {
  const token = run.target.claimToken;
  if (!token) throw new Error(`target ${run.target.id} was not claimed with a token`);
  return token;
}

function at(time: Date): SQL {
  return sql`${time.toISOString()}::timestamptz`;
}

/**
 * Claims the given targets that are due for `leaseMs` — `scheduled` and due by `dueBy` (now, or a
 * moment ahead: the claim comes before the call's time, ADR 0079), or `publishing` with an expired
 * lease (its worker died, or it was released for a retry) — whose next try has come
 * (`next_try_at`, ADR 0033: never ahead) and whose account is not paused by a rate limit. One conditional
 * UPDATE: two workers can never both take a target, and the new claim token it writes fences the
 * run that held it before (`heldBy`).
 */
export function claimDueTargets(
  tx: Executor,
  targetIds: readonly string[],
  now: Date,
  leaseMs: number,
  dueBy: Date = now,
): Promise<PostTargetRow[]> {
  const nowSql = at(now);
  return tx
    .update(postTargets)
    .set({
      state: 'publishing',
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      runCount: sql`${postTargets.runCount} + 1`,
      claimToken: sql`gen_random_uuid()`,
      nextTryAt: null,
      waitReason: null,
      updatedAt: now,
    })
    .where(
      and(
        anyOf(postTargets.id, targetIds),
        sql`((${postTargets.state} = 'scheduled' and ${postTargets.dueAt} <= ${at(dueBy)})
            or (${postTargets.state} = 'publishing' and ${postTargets.leaseExpiresAt} < ${nowSql}))`,
        // A released target waits for its next try (ADR 0033).
        sql`(${postTargets.nextTryAt} is null or ${postTargets.nextTryAt} <= ${nowSql})`,
        // Pacing before the claim, so nothing is charged while an account must wait.
        sql`not exists (select 1 from ${socialAccounts} where ${socialAccounts.id} = ${postTargets.socialAccountId}
            and ${socialAccounts.rateLimitedUntil} > ${nowSql})`,
      ),
    )
    .returning();
}

/** Targets this transaction just claimed whose owner cannot pay: failed, nothing charged. */
export function failUnpaidClaims(
  tx: Executor,
  targetIds: readonly string[],
  now: Date,
): Promise<PostTargetRow[]> {
  return tx
    .update(postTargets)
    .set({
      state: 'failed',
      leaseExpiresAt: null,
      errorClass: 'insufficient_credits',
      errorMessage: INSUFFICIENT_CREDITS,
      updatedAt: now,
    })
    .where(anyOf(postTargets.id, targetIds))
    .returning();
}

/** Pushes a run's lease forward to `until` while the run holds its target (lease-heartbeat.ts). */
export async function renewLease(db: Executor, run: HeldRun, until: Date): Promise<void> {
  await db.update(postTargets).set({ leaseExpiresAt: until }).where(heldByRun(run));
}

/**
 * One batched write to targets their runs still hold: adds each write's handles to its target's,
 * with `also` set on every row written (more columns, or nothing). For each write, in order,
 * whether its run still held the target (its row came back).
 */
async function writeHeld(
  db: Executor,
  writes: readonly { run: HeldRun; handles: Readonly<Record<string, string>> }[],
  also: SQL | null,
): Promise<boolean[]> {
  const more = also ? sql`${also}, ` : sql``;
  const rows = await db.execute<{ id: string }>(sql`
    update ${postTargets} set ${more}handles = ${postTargets.handles} || held.handles
    from ${records(
      writes.map(({ run, handles }) => ({
        target_id: run.target.id,
        claim_token: tokenOf(run),
        handles,
      })),
    )} as held(target_id uuid, claim_token uuid, handles jsonb)
    where ${heldBy(sql`held.target_id`, sql`held.claim_token`)}
    returning ${postTargets.id} as id`);
  return stillHeld(writes, rows);
}

/** For each batched write, in order, whether its run still held the target (its row came back). */
function stillHeld(
  writes: readonly { run: HeldRun }[],
  rows: readonly { id: string }[],
): boolean[] {
  const held = new Set(rows.map((row) => row.id));
  return writes.map(({ run }) => held.has(run.target.id));
}

/**
 * Adds adapters' handles to their targets, one save per run (a run awaits each, so no target
 * appears twice). For each save, whether its run still held the target.
 */
export async function saveHandles(
  db: Executor,
  saves: readonly { run: HeldRun; handles: Readonly<Record<string, string>> }[],
): Promise<boolean[]> {
  return writeHeld(db, saves, null);
}

/**
 * Marks the irreversible call as started at `now`, with the handles saved alongside, and renews the
 * lease to `leaseUntil`. For each mark, whether its run still held the target.
 */
export async function markIrreversible(
  db: Executor,
  marks: readonly { run: HeldRun; handles: Readonly<Record<string, string>> }[],
  now: Date,
  leaseUntil: Date,
): Promise<boolean[]> {
  return writeHeld(
    db,
    marks,
    sql`irreversible_at = ${at(now)}, lease_expires_at = ${at(leaseUntil)}`,
  );
}

/** The irreversible mark came back too late to make the call: the target is given back unsent. */
export async function giveBackUnsent(db: Executor, run: HeldRun, now: Date): Promise<void> {
  await db
    .update(postTargets)
    .set({ irreversibleAt: null, leaseExpiresAt: now })
    .where(heldByRun(run));
}

/** Clears the irreversible mark (the platform said the post does not exist); false: claim lost. */
export async function clearIrreversible(db: Executor, run: HeldRun): Promise<boolean> {
  const cleared = await db
    .update(postTargets)
    .set({ irreversibleAt: null })
    .where(heldByRun(run))
    .returning({ id: postTargets.id });
  return cleared.length > 0;
}

/** Which runs still held their targets, and the posts whose outcome webhook may now be due. */
export interface RecordedPublications {
  held: boolean[];
  /** Posts whose owner takes post events (ADR 0094): settlePostOutcomes, in the same transaction. */
  postsToSettle: string[];
}

/**
 * Records publications at `now`, and opens each published target's analytics row in the same
 * statement (`openAnalyticsRows`, ADR 0090), with its webhook events (`target.published`, and the
 * post's outcome when it was the last target under way: ADR 0094's outbox). For each, whether its run still held the target. The
 * statement is sent at once, so a caller can pipeline another beside it in the same transaction.
 */
export function recordPublished(
  tx: Executor,
  items: readonly { run: HeldRun; result: PublishResult }[],
  now: Date,
): Promise<RecordedPublications> {
  const time = at(now);
  return tx
    .execute<{ id: string; post_id: string; post_events: boolean }>(
      sql`
    with published as (
    update ${postTargets} set state = 'published', platform_post_id = outcome.post_id,
      platform_post_url = outcome.url, published_at = ${time}, lease_expires_at = null,
      error_class = null, error_message = null, updated_at = ${time}
    from ${records(
      items.map(({ run, result }) => ({
        target_id: run.target.id,
        claim_token: tokenOf(run),
        post_id: result.platformPostId,
        url: result.url,
      })),
    )} as outcome(target_id uuid, claim_token uuid, post_id text, url text)
    where ${heldBy(sql`outcome.target_id`, sql`outcome.claim_token`)}
    returning ${postTargets.id} as id, ${postTargets.ownerId} as owner_id,
      ${postTargets.postId} as post_id, ${postTargets.socialAccountId} as social_account_id,
      ${postTargets.platform} as platform, ${postTargets.publishedAt} as published_at,
      ${postTargets.state} as state, ${postTargets.platformPostUrl} as url,
      ${postTargets.platformPostId} as platform_post_id, ${postTargets.errorClass} as error_class,
      ${postTargets.errorMessage} as error_message, ${postTargets.userRetries} as user_retries
    ), opened as (${openAnalyticsRows(sql`published`, now)}),
    ${targetOutcomeCtes(sql`published`)}
    select id, post_id, ${takesPostEvents(sql`owner_id`)} as post_events from published`,
    )
    .then((recorded) => ({
      held: stillHeld(items, recorded),
      postsToSettle: recorded.flatMap((row) => (row.post_events ? [row.post_id] : [])),
    }));
}

/** How a run ends without a publication (record-outcome.ts). */
export type RunEnd =
  /** Definitive: the platform refused, or no retry is left. */
  | { state: 'failed'; failure: TargetFailure }
  /** The answer to the irreversible call was lost and the platform cannot tell. */
  | { state: 'unconfirmed'; failure: TargetFailure }
  /**
   * Free for a retry (the state stays `publishing`, the lease ends now) at `nextTryAt`, ADR 0033. A
   * temporary failure counts against the retry budget; a rate limit does not.
   */
  | {
      state: 'released';
      failure: TargetFailure;
      nextTryAt: Date;
      waitReason: 'retry' | 'rate_limit';
      clearIrreversible?: boolean;
    };

/** Writes how a run ended; the row as written, or null when the run no longer held the target. */
export async function endRun(
  tx: Executor,
  run: HeldRun,
  end: RunEnd,
  now: Date,
): Promise<PostTargetRow | null> {
  const error = { errorClass: end.failure.errorClass, errorMessage: end.failure.message };
  const set =
    end.state === 'released'
      ? {
          leaseExpiresAt: now,
          nextTryAt: end.nextTryAt,
          waitReason: end.waitReason,
          retries: run.target.retries + (end.waitReason === 'retry' ? 1 : 0),
          ...error,
          ...(end.clearIrreversible ? { irreversibleAt: null } : {}),
        }
      : { state: end.state, leaseExpiresAt: null, ...error };
  const [row] = await tx
    .update(postTargets)
    .set({ ...set, updatedAt: now })
    .where(heldByRun(run))
    .returning();
  return row ?? null;
}

/** Scheduled targets due before `dueBefore` were never sent: marked missed (the sweeper). */
export function markMissed(
  tx: Executor,
  dueBefore: Date,
  message: string,
  now: Date,
): Promise<PostTargetRow[]> {
  return tx
    .update(postTargets)
    .set({ state: 'missed', errorClass: 'missed', errorMessage: message, updatedAt: now })
    .where(and(leaving('markMissed'), lt(postTargets.dueAt, dueBefore)))
    .returning();
}

/**
 * An account is paused until `until`: its targets that would be tried before then show the pause
 * (wait reason `rate_limit`, next try `until`) — scheduled ones due before it, and publishing ones
 * released for a retry (expired lease). A retry already set later than the pause keeps its own
 * time; a scheduled target marked by an earlier, longer pause and due after this one is cleared.
 * Running runs (live lease) are left alone: they record their own outcome.
 */
export async function markAccountTargetsWaiting(
  executor: Pick<Executor, 'execute'>,
  accountId: string,
  until: Date,
  now: Date,
): Promise<void> {
  const untilSql = at(until);
  const nowSql = at(now);
  const clears = sql`(${postTargets.state} = 'scheduled' and ${postTargets.dueAt} >= ${untilSql})`;
  const keepsRetry = sql`(${postTargets.waitReason} = 'retry' and ${postTargets.nextTryAt} > ${untilSql})`;
  await executor.execute(sql`
    update ${postTargets} set
      next_try_at = case when ${clears} then null when ${keepsRetry} then ${postTargets.nextTryAt} else ${untilSql} end,
      wait_reason = case when ${clears} then null when ${keepsRetry} then 'retry' else 'rate_limit' end,
      updated_at = ${nowSql}
    where ${postTargets.socialAccountId} = ${accountId}
      and ${isWaiting()}
      and ((${postTargets.state} = 'scheduled' and (${postTargets.dueAt} < ${untilSql} or ${postTargets.waitReason} = 'rate_limit'))
        or (${postTargets.state} = 'publishing' and ${postTargets.leaseExpiresAt} <= ${nowSql}))`);
}

/**
 * A scheduled target found its account paused at its claim (scheduled after the pause began): it
 * shows the pause too. Rare; cheap when already marked.
 */
export async function markTargetWaiting(
  db: Executor,
  targetId: string,
  until: Date,
): Promise<void> {
  await db
    .update(postTargets)
    .set({ nextTryAt: until, waitReason: 'rate_limit' })
    .where(
      and(
        eq(postTargets.id, targetId),
        leaving('targetWait'),
        or(isNull(postTargets.nextTryAt), ne(postTargets.nextTryAt, until)),
      ),
    );
}

/** A scheduled post was moved: its targets not yet taken move with it (update-post.ts). */
export function moveScheduledTargets(
  tx: Executor,
  postId: string,
  dueAt: Date,
  now: Date,
): Promise<PostTargetRow[]> {
  return tx
    .update(postTargets)
    .set({ dueAt, updatedAt: now })
    .where(and(eq(postTargets.postId, postId), leaving('move')))
    .returning();
}
