import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { postTargets, socialAccounts } from '@fanout/db/schema';
import { publishTargetJob, startPeriodicSweep } from '@fanout/jobs';
import { nowOf, type CoreDeps } from '../deps';
import { notifyTargetOutcome } from './notify-target-outcome';
import { publishingSettings } from './publishing-settings';

export interface PublishingSweeperOptions {
  /** How often the sweep runs (default: the publishing settings' sweepIntervalMs). */
  intervalMs?: number;
}

export interface SweepResult {
  missed: number;
  requeued: number;
}

// Enough for any backlog one sweep can sensibly hand over; the next sweep takes the rest.
const BATCH = 1_000;

/**
 * One sweep (ARCHITECTURE.md "Dispatch"): targets past the lateness window are marked missed (and
 * their owners told); due targets that should be running but are not — a job lost with Redis or a
 * crash, a claim whose worker died, a target handed back after a rate limit — are enqueued again.
 * Enqueueing is idempotent (job id = target id) and claiming is conditional, so a target that does
 * have a job is never published twice.
 */
export async function sweepPublishing(deps: CoreDeps): Promise<SweepResult> {
  const settings = publishingSettings(deps);
  const now = nowOf(deps);
  const missedBefore = new Date(now.getTime() - settings.latenessWindowMs);
  const graceBefore = new Date(now.getTime() - settings.sweepGraceMs);

  const missed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(postTargets)
      .set({
        state: 'missed',
        errorClass: 'missed',
        errorMessage: `It was not published within ${formatWindow(settings.latenessWindowMs)} of its scheduled time, so it was not sent. No credits were charged.`,
        updatedAt: now,
      })
      .where(and(eq(postTargets.state, 'scheduled'), lt(postTargets.dueAt, missedBefore)))
      .returning();
    for (const row of rows) await notifyTargetOutcome(tx, row, 'target_missed');
    return rows.length;
  });

  const stranded = await deps.db
    .select({ id: postTargets.id })
    .from(postTargets)
    .leftJoin(socialAccounts, eq(socialAccounts.id, postTargets.socialAccountId))
    .where(
      and(
        or(
          and(eq(postTargets.state, 'scheduled'), lte(postTargets.dueAt, graceBefore)),
          and(eq(postTargets.state, 'publishing'), lt(postTargets.leaseExpiresAt, now)),
        ),
        // An account still paused by its platform is left until the pause is over.
        or(isNull(socialAccounts.rateLimitedUntil), lte(socialAccounts.rateLimitedUntil, now)),
      ),
    )
    .orderBy(sql`${postTargets.dueAt} asc nulls first`)
    .limit(BATCH);
  for (const { id } of stranded) {
    await deps.jobs.enqueue(publishTargetJob, { targetId: id }, { jobId: id, runAt: now });
  }
  return { missed, requeued: stranded.length };
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
  });
}

function formatWindow(ms: number): string {
  const hours = ms / 3_600_000;
  if (Number.isInteger(hours)) return hours === 1 ? '1 hour' : `${hours} hours`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
