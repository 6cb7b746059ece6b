import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, ne } from 'drizzle-orm';
import { postTargets, socialAccounts } from '@fanout/db/schema';
import type { Platform } from '@fanout/shared';
import {
  PLATFORM_LABELS,
  PlatformError,
  type PlatformPublisher,
  type PublishInput,
  type PublishResult,
  type RateLimitState,
} from '@fanout/platforms';
import { RunLaterError } from '@fanout/jobs';
import { nowOf, type CoreDeps } from '../deps';
import { afterPreparedCalls, startPreparing } from './calls-first';
import type { Claim } from './claim-targets';
import { publishBatches } from './publish-batches';
import { loadPublishJob, NotPublishable } from './load-publish-job';
import { publishingSettings, type PublishingSettings } from './publishing-settings';
import {
  markFailed,
  markPublished,
  markUnconfirmed,
  releaseForRetry,
  type Failure,
  type Run,
} from './record-outcome';
import { rememberRateLimit } from './remember-rate-limit';
import { mediaFetchFailure } from './media-fetch-failure';
import { startLeaseHeartbeat } from './lease-heartbeat';
import { markTargetWaiting, nextTryAfterFailure, withinLatenessWindow } from './target-waits';
import {
  abandonAttempt,
  ClaimLostError,
  clearIrreversibleWhileHeld,
  markIrreversibleWhileHeld,
  saveHandleWhileHeld,
} from './claim-guard';

/**
 * The publishing job: publishes one due target exactly once (ARCHITECTURE.md "Publishing exactly
 * once"). Safe to run any number of times for the same target, concurrently or after a crash: the
 * claim decides who works, the charge is keyed by the target, handles let a run resume, and once the
 * irreversible call has started nothing is retried blindly.
 */
export async function publishTarget(
  deps: CoreDeps,
  targetId: string,
  stopping?: AbortSignal,
): Promise<void> {
  const settings = publishingSettings(deps);
  const { claim, callSent } = await claimWhenDue(deps, targetId, settings, stopping);
  if (claim.outcome !== 'claimed') return;
  const run: Run = { target: claim.target, attemptId: claim.attemptId };
  const heartbeat = startLeaseHeartbeat(deps, run, settings.leaseMs);
  try {
    await publishClaimed(deps, run, { settings, callSent });
  } catch (error) {
    // Taken over while paused: the successor owns the target; this run just stops.
    if (error instanceof ClaimLostError) return abandonAttempt(deps, run);
    throw error;
  } finally {
    callSent();
    heartbeat.stop();
  }
}

/** The longest a finished run waits for the calls other runs are preparing (calls-first.ts). */
const MAX_RECORD_HOLD_MS = 2_000;

async function publishClaimed(
  deps: CoreDeps,
  run: Run,
  options: { settings: PublishingSettings; callSent: () => void },
): Promise<void> {
  const { settings, callSent } = options;
  const { leaseMs } = settings;
  const { target } = run;
  const platform = target.platform as Platform;
  const label = PLATFORM_LABELS[platform];
  const publisher = deps.publishers[platform];

  let job;
  try {
    job = await loadPublishJob(deps, target, publisher);
  } catch (error) {
    if (error instanceof NotPublishable) {
      await markFailed(deps, run, error.failure);
      return;
    }
    return retryOrFail(deps, run, failureOf(error, label), { settings });
  }

  const handles: Record<string, string> = { ...target.handles };
  let irreversible = target.irreversibleAt !== null;
  const seen: { rateLimit: RateLimitState | null } = { rateLimit: null };
  const input: PublishInput = {
    targetId: target.id,
    text: job.text,
    title: job.title,
    media: job.media,
    account: job.account,
    facebookOptions: target.facebookOptions,
    handles,
    saveHandle: async (name, value) => {
      await saveHandleWhileHeld(deps, run, name, value);
      handles[name] = value;
    },
    markIrreversible: async (saved = {}) => {
      // Fenced: a run taken over while it was paused must not make the call its successor makes.
      await markIrreversibleWhileHeld(deps, run, leaseMs, saved);
      Object.assign(handles, saved);
      irreversible = true;
      callSent();
    },
    rateLimits: {
      observe: (state) => {
        seen.rateLimit = state;
      },
    },
  };

  if (irreversible) {
    // An earlier run reached the irreversible call and never recorded how it ended.
    const found = await reconcile(deps, publisher, input, label);
    if (found !== null && 'cannotTell' in found)
      return markUnconfirmed(deps, run, unconfirmedFailure(label, found.cannotTell)).then(
        () => undefined,
      );
    if (found) return markPublished(deps, run, found).then(() => undefined);
    await clearIrreversibleWhileHeld(deps, run);
    irreversible = false;
  }

  try {
    const result = await publisher.publish(input);
    callSent();
    await afterPreparedCalls(MAX_RECORD_HOLD_MS);
    await markPublished(deps, run, result);
  } catch (error) {
    if (error instanceof ClaimLostError) throw error;
    const pausedUntil = await rememberRateLimit(deps, job.accountRow, seen.rateLimit, error);
    if (error instanceof PlatformError && error.mediaFetch) {
      // A definite refusal (nothing was posted), but whose fault: our URL, or the file?
      const retry = await mediaFetchFailure(deps, error, label, job.media);
      await retryOrFail(deps, run, retry.failure, {
        settings,
        retryMessage: retry.retryMessage,
        clearIrreversible: irreversible,
      });
      return;
    }
    const failure = failureOf(error, label);
    if (irreversible && isAmbiguous(error)) {
      const found = await reconcile(deps, publisher, input, label);
      if (found !== null && 'cannotTell' in found) {
        await markUnconfirmed(deps, run, unconfirmedFailure(label, found.cannotTell));
      } else if (found) {
        await markPublished(deps, run, found);
      } else {
        // The platform says the post does not exist: trying again cannot duplicate it.
        await retryOrFail(deps, run, failure, {
          settings,
          pausedUntil,
          clearIrreversible: true,
        });
      }
      return;
    }
    if (failure.errorClass === 'auth') await markNeedsAttention(deps, job.accountRow.id, failure);
    // A definite answer (a refusal, a 429) to the irreversible call means the post was not made:
    // a retry may send it again without reconciling first.
    await retryOrFail(deps, run, failure, {
      settings,
      pausedUntil,
      clearIrreversible: irreversible,
    });
  }
}

/**
 * Transient and rate-limited failures are tried again while the retry schedule and the lateness
 * window allow (ADR 0033); anything else ends the target. The run gives its job back to come at
 * the next try's time (RunLaterError: the same on both job drivers, no driver backoff), and the
 * target says when that is.
 */
async function retryOrFail(
  deps: CoreDeps,
  run: Run,
  failure: Failure,
  options: {
    settings: PublishingSettings;
    pausedUntil?: Date | null;
    clearIrreversible?: boolean;
    /** The message while a retry is ahead, naming its time; `failure.message` if none is left. */
    retryMessage?: (nextTryAt: Date) => string;
  },
): Promise<void> {
  const { settings } = options;
  const now = nowOf(deps);
  let nextTryAt: Date | null = null;
  let waitReason: 'retry' | 'rate_limit' = 'retry';
  if (failure.errorClass === 'rate_limited') {
    // The account's pause (remember-rate-limit.ts) says when; a limit that outlasts the lateness
    // window fails the target rather than posting a day late.
    const until =
      options.pausedUntil ?? new Date(now.getTime() + (settings.retryScheduleMs[0] ?? 60_000));
    nextTryAt = withinLatenessWindow(settings, run.target, until) ? until : null;
    waitReason = 'rate_limit';
  } else if (failure.errorClass === 'transient') {
    nextTryAt = nextTryAfterFailure(
      settings,
      { ...run.target, retries: run.target.retries + 1 },
      now,
    );
  }
  if (!nextTryAt) {
    await markFailed(deps, run, failure);
    return;
  }
  const retrying = options.retryMessage
    ? { ...failure, message: options.retryMessage(nextTryAt) }
    : failure;
  const released = await releaseForRetry(deps, run, retrying, {
    nextTryAt,
    waitReason,
    clearIrreversible: options.clearIrreversible,
  });
  // Taken over meanwhile: the successor's run decides what comes next.
  if (!released) return;
  throw new RunLaterError(jobStartFor(nextTryAt, settings, now));
}

/** A job comes back the prepare lead before its time (ADR 0027) and waits for it in the worker. */
function jobStartFor(at: Date, settings: PublishingSettings, now: Date): Date {
  return new Date(Math.max(now.getTime(), at.getTime() - settings.prepareLeadMs));
}

/** Found, not there (null), or why it cannot be told: a sentence starting with the platform. */
type Reconciled = PublishResult | null | { cannotTell: string };

/** Asks the platform whether the post exists, a few times, since the platform itself just failed. */
async function reconcile(
  deps: CoreDeps,
  publisher: PlatformPublisher,
  input: PublishInput,
  label: string,
): Promise<Reconciled> {
  if (!publisher.reconcile) {
    return { cannotTell: `${label} did not confirm the post and offers no way to check` };
  }
  // The platform answered, but no single post of ours matched what the account has published lately.
  const notFoundAmongRecent = `${label} did not confirm the post and we could not find it among the account’s recent posts`;
  let lastError = 'unknown';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const found = await publisher.reconcile(input);
      if (found === 'cannot_tell') return { cannotTell: notFoundAmongRecent };
      if (found && (await claimedElsewhere(deps, publisher, input, found))) {
        deps.logger.warn(
          { targetId: input.targetId },
          'reconcile found a post another target already recorded',
        );
        return { cannotTell: notFoundAmongRecent };
      }
      return found;
    } catch (error) {
      // Nothing to ask with: asking again would tell no more.
      if (error instanceof PlatformError && error.unverifiable) {
        return { cannotTell: `${label} did not confirm the post: ${error.message}` };
      }
      lastError = error instanceof Error ? error.message : 'unknown';
      deps.logger.warn(
        { targetId: input.targetId, attempt, err: lastError },
        'reconciling a lost answer failed',
      );
      if (attempt < 3) await sleep(500 * attempt);
    }
  }
  return {
    cannotTell: `${label} did not confirm the post, and asking ${label} whether it exists failed too (${lastError})`,
  };
}

/**
 * A post matched by a read-back (text and time) may be another of our targets' post: one platform
 * post is never recorded for two targets, so such a match settles nothing.
 */
async function claimedElsewhere(
  deps: CoreDeps,
  publisher: PlatformPublisher,
  input: PublishInput,
  found: PublishResult,
): Promise<boolean> {
  const [other] = await deps.db
    .select({ id: postTargets.id })
    .from(postTargets)
    .where(
      and(
        eq(postTargets.platform, publisher.platform),
        eq(postTargets.platformPostId, found.platformPostId),
        ne(postTargets.id, input.targetId),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** No definitive answer: a timeout, a cut connection, a server error, or our own failure mid-call. */
function isAmbiguous(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return true;
  if (error.errorClass === 'transient' || error.errorClass === 'unknown') return true;
  return error.status === null || error.status >= 500;
}

function failureOf(error: unknown, label: string): Failure {
  if (error instanceof PlatformError)
    return { errorClass: error.errorClass, message: error.message };
  if (error instanceof Error && error.name === 'StorageNotFoundError') {
    return {
      errorClass: 'invalid_content',
      message: 'A media file of this post is missing from storage.',
    };
  }
  return {
    errorClass: 'transient',
    message: `Publishing to ${label} failed unexpectedly; it will be retried.`,
  };
}

function unconfirmedFailure(label: string, reason: string): Failure {
  return {
    errorClass: 'unconfirmed',
    message: `${reason}. It may have been published: look at your ${label} account before posting it again.`,
  };
}

async function markNeedsAttention(deps: CoreDeps, accountId: string, failure: Failure) {
  await deps.db
    .update(socialAccounts)
    .set({ status: 'needs_attention', statusMessage: failure.message, updatedAt: nowOf(deps) })
    .where(eq(socialAccounts.id, accountId));
}

/** How often a run waiting for its target's time looks whether the time was edited. */
const DUE_CHECK_MS = 1_000;

/**
 * Claims the target at its time (batched with other runs: publish-batches.ts). The job starts
 * before the time (ADR 0027) and waits here, looking every second whether the post was moved; a
 * post moved beyond the lead, or a stopping process, gives the job back to run in time. An account
 * paused by its platform is never charged: a short pause is waited out here; a long one gives the
 * job back to come before the pause ends (the sweeper too hands such targets back once it is over).
 */
async function claimWhenDue(
  deps: CoreDeps,
  targetId: string,
  settings: PublishingSettings,
  stopping: AbortSignal | undefined,
): Promise<{ claim: Claim; callSent: () => void }> {
  const batches = publishBatches(deps);
  let dueAt: Date | null = null;
  for (;;) {
    const waitMs = dueAt ? dueAt.getTime() - nowOf(deps).getTime() : 0;
    if (dueAt && waitMs > 0) {
      if (waitMs > settings.prepareLeadMs || stopping?.aborted) {
        // Moved beyond the lead, or the process is stopping: the job comes back in time.
        throw new RunLaterError(new Date(dueAt.getTime() - settings.prepareLeadMs));
      }
      await sleep(Math.min(waitMs, DUE_CHECK_MS));
      // Still waiting: has the post been moved? (Once the time has come, the claim tells.)
      if (waitMs > DUE_CHECK_MS) {
        const current = await batches.schedule.load(targetId);
        // Moved, or (released for a retry) its next try moved by a rate-limit pause (ADR 0033).
        if ((current?.state === 'scheduled' || current?.state === 'publishing') && current.dueAt) {
          dueAt = current.dueAt;
          continue;
        }
      }
    }
    // From the claim on, the run is preparing a call (calls-first.ts).
    const callSent = startPreparing();
    const claim = await batches.claim.load(targetId);
    if (claim.outcome === 'claimed') return { claim, callSent };
    callSent();
    if (claim.outcome === 'not_due') {
      dueAt = claim.dueAt;
    } else if (claim.outcome === 'paused') {
      const pauseMs = claim.until.getTime() - nowOf(deps).getTime();
      if (pauseMs > settings.maxInlineRateLimitWaitMs || stopping?.aborted) {
        // A long pause: the target shows it, and the job comes back before it ends (ADR 0033).
        await markTargetWaiting(deps, targetId, claim.until);
        throw new RunLaterError(
          new Date(Math.max(Date.now(), claim.until.getTime() - settings.prepareLeadMs)),
        );
      }
      await sleep(Math.max(pauseMs, 10));
    } else {
      return { claim, callSent };
    }
  }
}
