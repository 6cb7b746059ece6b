import { setTimeout as sleep } from 'node:timers/promises';
import { RunLaterError } from '@fanout/jobs';
import { nowOf, type CoreDeps } from '../deps';
import { markTargetWaiting } from '../targets';
import { callsFirst } from './calls-first';
import type { Claim } from './claim-targets';
import { dueClock } from './due-clock';
import { prepareRun, type PreparedRun } from './prepare-run';
import { publishBatches } from './publish-batches';
import type { PublishingSettings } from './publishing-settings';

/** A target's time, and when its run claims it (up to claimAheadMs before, ADR 0079). */
interface DueTimes {
  at: Date;
  claimAt: Date;
}

/** A claim made at `claimAt` may find a next try still to come: it then says when to come back. */
function claimTimes(at: Date, settings: PublishingSettings): DueTimes {
  return { at, claimAt: new Date(at.getTime() - settings.claimAheadMs) };
}

/** How often a run waiting for its target's time looks whether the time was edited. */
const DUE_CHECK_MS = 1_000;

/**
 * Claims the target `claimAheadMs` before its time (batched with other runs: publish-batches.ts;
 * its irreversible call waits for the time itself, claim-guard.ts, ADR 0079). The job starts
 * before the time (ADR 0027) and waits here, looking every second whether the post was moved; a
 * post moved beyond the lead, or a stopping process, gives the job back to run in time. An account
 * paused by its platform is never charged: a short pause is waited out here; a long one gives the
 * job back to come before the pause ends (the sweeper too hands such targets back once it is over).
 * While it waits, the run prepares its job (prepare-run.ts) and sleeps on the process's shared
 * wake-ups (due-clock.ts), ADR 0073.
 */
export async function claimWhenDue(
  deps: CoreDeps,
  targetId: string,
  settings: PublishingSettings,
  stopping: AbortSignal | undefined,
): Promise<{ claim: Claim; callSent: () => void; prepared: PreparedRun | null }> {
  const batches = publishBatches(deps);
  let due: DueTimes | null = null;
  let prepared: PreparedRun | null = null;
  for (;;) {
    const now = nowOf(deps);
    if (due && due.claimAt.getTime() > now.getTime()) {
      if (due.at.getTime() - now.getTime() > settings.prepareLeadMs || stopping?.aborted) {
        // Moved beyond the lead, or the process is stopping: the job comes back in time.
        throw new RunLaterError(new Date(due.at.getTime() - settings.prepareLeadMs));
      }
      prepared ??= prepareRun(deps, targetId, due.at);
      // Still waiting at a tick: has the post been moved? (Once the time has come, the claim tells.)
      if (!(await dueClock(deps).wait(due.claimAt, now, DUE_CHECK_MS))) {
        const current = await batches.schedule.load(targetId);
        // Moved, or (released for a retry) its next try moved by a rate-limit pause (ADR 0033).
        if ((current?.state === 'scheduled' || current?.state === 'publishing') && current.dueAt) {
          // A post moved was written: what was prepared will not match, so prepare again.
          if (current.dueAt.getTime() !== due.at.getTime()) prepared = null;
          due = claimTimes(current.dueAt, settings);
          continue;
        }
      }
    }
    // From the claim on, the run is preparing a call (calls-first.ts).
    const callSent = callsFirst(deps).startPreparing();
    const claim = await batches.claim.load({ targetId, ownerId: prepared?.ownerId() ?? null });
    if (claim.outcome === 'claimed') return { claim, callSent, prepared };
    callSent();
    if (claim.outcome === 'not_due') {
      due = { at: claim.dueAt, claimAt: claim.claimAt };
    } else if (claim.outcome === 'paused') {
      const pauseMs = claim.until.getTime() - nowOf(deps).getTime();
      if (pauseMs > settings.maxInlineRateLimitWaitMs || stopping?.aborted) {
        // A long pause: the target shows it, and the job comes back before it ends (ADR 0033).
        await markTargetWaiting(deps.db, targetId, claim.until);
        throw new RunLaterError(
          new Date(Math.max(Date.now(), claim.until.getTime() - settings.prepareLeadMs)),
        );
      }
      await sleep(Math.max(pauseMs, 10));
    } else {
      return { claim, callSent, prepared };
    }
  }
}
