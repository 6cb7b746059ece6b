import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { postFollowUps, postTargets, socialAccounts } from '@fanout/db/schema';
import { publishTargetJob, startPeriodicSweep } from '@fanout/jobs';
import { nowOf, observerOf, type CoreDeps } from '../deps';
import { markMissed, nextTryTime } from '../targets';
import { enqueueFollowUps, followUpJobId } from './follow-up-jobs';
import { emitTargetOutcomes } from '../webhooks/target-outcome-events';
import { notifyTargetOutcome } from './notify-target-outcome';
import { publishingSettings } from './publishing-settings';

export interface PublishingSweeperOptions {
  /** How often the sweep runs (default: the publishing settings' sweepIntervalMs). */
  intervalMs?: number;
}

export interface SweepResult {
  missed: number;
  requeued: number;
  /** Published targets whose thread or first comment had no job and got it back (ADR 0084). */
  followUps: number;
}

// Enough for any backlog one sweep can sensibly hand over (a burst of 2,000 due within the lead
// included); the next sweep takes the rest.
const BATCH = 5_000;
/** Ids per look at the queue (one Redis round trip each). */
const PENDING_CHUNK = 1_000;
/** Enqueues in flight at once when many jobs are re-created (after Redis lost its keys). */
const ENQUEUE_AT_ONCE = 50;

/**
 * One sweep (ARCHITECTURE.md "Dispatch"): targets past the lateness window are marked missed (and
 * their owners told); due targets that should be running but are not — a job lost with Redis or a
 * crash, a claim whose worker died, a target handed back after a rate limit — are enqueued again
 * once they are a grace overdue; and targets due within the prepare lead whose job is missing get
 * it back before their time (ADR 0033). Nothing is taken before its next try (`next_try_at`) or
 * while its account is paused. Enqueueing is idempotent (job id = target id) and claiming is
 * conditional, so a target that does have a job is never published twice.
 */
export async function sweepPublishing(deps: CoreDeps): Promise<SweepResult> {
  const settings = publishingSettings(deps);
  const now = nowOf(deps);
  const missedBefore = new Date(now.getTime() - settings.latenessWindowMs);
  const graceBefore = new Date(now.getTime() - settings.sweepGraceMs);

  const missed = await deps.db.transaction(async (tx) => {
    const rows = await markMissed(
      tx,
      missedBefore,
      `It was not published within ${formatWindow(settings.latenessWindowMs)} of its scheduled time, so it was not sent. No credits were charged.`,
      now,
    );
    for (const row of rows) await notifyTargetOutcome(tx, row, 'target_missed');
    // A missed target has no event of its own; it may end its post (ADR 0094).
    await emitTargetOutcomes(tx, rows);
    return rows.length;
  });

  const aheadUntil = new Date(now.getTime() + settings.prepareLeadMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const graceSql = sql`${graceBefore.toISOString()}::timestamptz`;
  const aheadSql = sql`${aheadUntil.toISOString()}::timestamptz`;
  // When a target may next be tried: its time, or later its next try (ADR 0033).
  const tryAt = nextTryTime();
  const candidates = await deps.db
    .select({ id: postTargets.id, overdue: sql<boolean>`${tryAt} <= ${graceSql}` })
    .from(postTargets)
    .leftJoin(socialAccounts, eq(socialAccounts.id, postTargets.socialAccountId))
    .where(
      and(
        or(
          // Not one the step above is about to mark missed (a row it met only after its update).
          and(
            eq(postTargets.state, 'scheduled'),
            lte(postTargets.dueAt, aheadUntil),
            gte(postTargets.dueAt, missedBefore),
          ),
          and(eq(postTargets.state, 'publishing'), lt(postTargets.leaseExpiresAt, now)),
        ),
        // Overdue past the grace (whatever the queue says: a job may be stuck or finished), or
        // due within the lead and not yet due (re-created only if its job is missing, below).
        sql`(${tryAt} <= ${graceSql} or (${tryAt} > ${nowSql} and ${tryAt} <= ${aheadSql}))`,
        // An account still paused by its platform is left until the pause is over (a target not
        // yet due, until the pause ends within the lead: its run waits out the rest).
        or(
          isNull(socialAccounts.rateLimitedUntil),
          lte(socialAccounts.rateLimitedUntil, now),
          and(sql`${tryAt} > ${nowSql}`, lte(socialAccounts.rateLimitedUntil, aheadUntil)),
        ),
      ),
    )
    .orderBy(sql`${tryAt} asc`)
    .limit(BATCH);

  const overdue = candidates.filter((row) => row.overdue).map((row) => row.id);
  // Jobs start the prepare lead before their time (ADR 0027): one whose job is missing (Redis
  // lost its keys, a crash between saving and enqueueing) is re-created now, before its time,
  // instead of a grace after it. One look at the queue for all of them.
  const soon = candidates.filter((row) => !row.overdue).map((row) => row.id);
  const missing: string[] = [];
  for (let from = 0; from < soon.length; from += PENDING_CHUNK) {
    const ids = soon.slice(from, from + PENDING_CHUNK);
    const pending = await deps.jobs.pending(ids);
    ids.forEach((id, index) => {
      if (!pending[index]) missing.push(id);
    });
  }
  const requeue = [...overdue, ...missing];
  for (let from = 0; from < requeue.length; from += ENQUEUE_AT_ONCE) {
    await Promise.all(
      requeue
        .slice(from, from + ENQUEUE_AT_ONCE)
        .map((id) =>
          deps.jobs.enqueue(publishTargetJob, { targetId: id }, { jobId: id, runAt: now }),
        ),
    );
  }
  return { missed, requeued: requeue.length, followUps: await requeueFollowUps(deps, now) };
}

/**
 * Published targets with replies or a first comment still to send, no run holding them and no
 * wait ahead, whose follow-ups job is missing (a crash between the publication and its enqueue,
 * Redis lost, a run that died): the job comes back (ADR 0084).
 */
async function requeueFollowUps(deps: CoreDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ targetId: postFollowUps.targetId })
    .from(postFollowUps)
    .innerJoin(postTargets, eq(postTargets.id, postFollowUps.targetId))
    .where(
      and(
        inArray(postFollowUps.state, ['pending', 'sending']),
        eq(postTargets.state, 'published'),
        or(isNull(postFollowUps.leaseExpiresAt), lt(postFollowUps.leaseExpiresAt, now)),
        or(isNull(postFollowUps.nextTryAt), lte(postFollowUps.nextTryAt, now)),
      ),
    )
    .limit(BATCH);
  const ids = rows.map((row) => row.targetId);
  const missing: string[] = [];
  for (let from = 0; from < ids.length; from += PENDING_CHUNK) {
    const chunk = ids.slice(from, from + PENDING_CHUNK);
    const pending = await deps.jobs.pending(chunk.map(followUpJobId));
    chunk.forEach((id, index) => {
      if (!pending[index]) missing.push(id);
    });
  }
  await enqueueFollowUps(deps, missing, now);
  return missing.length;
}

/** Starts the periodic sweep; returns the function that stops it (awaits a sweep in progress). */
export function startPublishingSweeper(
  deps: CoreDeps,
  options: PublishingSweeperOptions = {},
): () => Promise<void> {
  return startPeriodicSweep(deps.logger, {
    name: 'publishing sweep',
    intervalMs: options.intervalMs ?? publishingSettings(deps).sweepIntervalMs,
    sweep: async () => ({ ...(await sweepPublishing(deps)) }),
    onCounts: (name, counts) => observerOf(deps).sweepActions(name, counts),
  });
}

function formatWindow(ms: number): string {
  const hours = ms / 3_600_000;
  if (Number.isInteger(hours)) return hours === 1 ? '1 hour' : `${hours} hours`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
