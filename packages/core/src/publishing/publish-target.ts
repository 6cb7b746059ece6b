import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { PLATFORM_LABELS } from '@fanout/shared';
import { markNeedsAttention as markAccountNeedsAttention } from '../accounts/mark-needs-attention';
import {
  PlatformError,
  type PlatformPublisher,
  type PublishInput,
  type RateLimitState,
} from '@fanout/platforms';
import { RunLaterError } from '@fanout/jobs';
import { nowOf, type CoreDeps } from '../deps';
import { callsFirst } from './calls-first';
import { claimWhenDue } from './claim-when-due';
import { loadPublishJob, NotPublishable, type PublishJob } from './load-publish-job';
import { publishingSettings, type PublishingSettings } from './publishing-settings';
import { markFailed, markPublished, markUnconfirmed, releaseForRetry } from './record-outcome';
import { reconcile } from './reconcile-publication';
import { rememberRateLimit } from './remember-rate-limit';
import { clockTime, mediaFetchFailure, REFUSED_WHILE_SERVED_HANDLE } from './media-fetch-failure';
import { startLeaseHeartbeat } from './lease-heartbeat';
import { observePublishCall } from './observe-publish';
import { nextTryAfterFailure, withinLatenessWindow } from './target-waits';
import {
  abandonAttempt,
  clearIrreversibleWhileHeld,
  markIrreversibleWhileHeld,
  saveHandleWhileHeld,
} from './claim-guard';
import { failureOf, isAmbiguous } from './call-failures';
import { ClaimLostError, type Failure, type Run } from './run';

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
  const { claim, callSent, prepared } = await claimWhenDue(deps, targetId, settings, stopping);
  if (claim.outcome !== 'claimed') return;
  const run: Run = { target: claim.target, attemptId: claim.attemptId };
  const heartbeat = startLeaseHeartbeat(deps, run, settings.leaseMs);
  try {
    await publishClaimed(deps, run, { settings, callSent, prepared: prepared?.jobFor(claim) });
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
  options: { settings: PublishingSettings; callSent: () => void; prepared?: PublishJob | null },
): Promise<void> {
  const { settings, callSent } = options;
  const { target } = run;
  const platform = target.platform;
  const label = PLATFORM_LABELS[platform];
  const publisher = deps.publishers[platform];

  let job;
  try {
    // Prepared during the lead from what the claim found (prepare-run.ts), else read now.
    job = options.prepared ?? (await loadPublishJob(deps, target, publisher));
  } catch (error) {
    if (error instanceof NotPublishable) {
      await markFailed(deps, run, error.failure);
      return;
    }
    return retryOrFail(deps, run, failureOf(error, label), { settings });
  }

  const call = prepareCall(deps, run, job, settings.leaseMs, callSent);
  if (call.irreversible) {
    // An earlier run reached the irreversible call and never recorded how it ended.
    if (await settleLostAnswer(deps, run, { publisher, input: call.input, label, settings, job }))
      return;
    await clearIrreversibleWhileHeld(deps, run);
    call.irreversible = false;
  }

  const callEnded = observePublishCall(deps, run);
  try {
    const result = await publisher.publish(call.input);
    callEnded('answered');
    callSent();
    await callsFirst(deps).afterPreparedCalls(MAX_RECORD_HOLD_MS);
    await markPublished(deps, run, result, { followUps: job.followUps });
  } catch (error) {
    callEnded('error');
    if (error instanceof ClaimLostError) throw error;
    await afterFailedCall(deps, run, { settings, publisher, job, call, label }, error);
  }
}

/** A run's call to its platform: the adapter's input, and what the run learns while it is made. */
interface Call {
  input: PublishInput;
  /** The irreversible call has started (in this run or an earlier one). */
  irreversible: boolean;
  /** The platform's rate-limit headers last seen. */
  rateLimit: RateLimitState | null;
}

function prepareCall(
  deps: CoreDeps,
  run: Run,
  job: PublishJob,
  leaseMs: number,
  callSent: () => void,
): Call {
  const { target } = run;
  const handles: Record<string, string> = { ...target.handles };
  const call: Call = {
    irreversible: target.irreversibleAt !== null,
    rateLimit: null,
    input: {
      targetId: target.id,
      text: job.text,
      title: job.title,
      media: job.media,
      account: job.account,
      facebookOptions: target.facebookOptions,
      options: job.options,
      handles,
      saveHandle: async (name, value) => {
        await saveHandleWhileHeld(deps, run, name, value);
        handles[name] = value;
      },
      markIrreversible: async (saved = {}) => {
        // Fenced: a run taken over while it was paused must not make the call its successor makes.
        await markIrreversibleWhileHeld(deps, run, leaseMs, saved);
        Object.assign(handles, saved);
        call.irreversible = true;
        callSent();
      },
      rateLimits: {
        observe: (state) => {
          call.rateLimit = state;
        },
      },
    },
  };
  return call;
}

/** The call failed: published after all (reconciled), unconfirmed, retried or failed. */
async function afterFailedCall(
  deps: CoreDeps,
  run: Run,
  context: {
    settings: PublishingSettings;
    publisher: PlatformPublisher;
    job: PublishJob;
    call: Call;
    label: string;
  },
  error: unknown,
): Promise<void> {
  const { settings, publisher, job, call, label } = context;
  const pausedUntil = await rememberRateLimit(deps, job.accountRow, call.rateLimit, error);
  if (error instanceof PlatformError && error.mediaFetch) {
    // A definite refusal (nothing was posted), but whose fault: our URL, or the file?
    const retry = await mediaFetchFailure(deps, error, label, job.media, {
      refusedWhileServedBefore: call.input.handles[REFUSED_WHILE_SERVED_HANDLE] !== undefined,
    });
    if (retry.firstServedRefusal) {
      await saveHandleWhileHeld(deps, run, REFUSED_WHILE_SERVED_HANDLE, nowOf(deps).toISOString());
    }
    await retryOrFail(deps, run, retry.failure, {
      settings,
      retryMessage: retry.retryMessage,
      clearIrreversible: call.irreversible,
    });
    return;
  }
  const failure = failureOf(error, label);
  if (call.irreversible && isAmbiguous(error)) {
    // Published, unconfirmed, or waiting to ask again; else the platform says the post does not
    // exist, and trying again cannot duplicate it.
    if (await settleLostAnswer(deps, run, { publisher, input: call.input, label, settings, job }))
      return;
    await retryOrFail(deps, run, failure, { settings, pausedUntil, clearIrreversible: true });
    return;
  }
  if (failure.errorClass === 'auth') await markNeedsAttention(deps, job.accountRow.id, failure);
  // A definite answer (a refusal, a 429) to the irreversible call means the post was not made:
  // a retry may send it again without reconciling first.
  await retryOrFail(deps, run, failure, {
    settings,
    pausedUntil,
    clearIrreversible: call.irreversible,
  });
}

interface LostAnswer {
  job: Pick<PublishJob, 'followUps'>;
  publisher: PlatformPublisher;
  input: PublishInput;
  label: string;
  settings: PublishingSettings;
}

/**
 * The irreversible call's answer was lost (this run's, or a dead run's): asks the platform. True
 * once the target is settled — published, unconfirmed, or released to ask again later because the
 * platform could not be asked (a restart of the platform or of our sandbox, ADR 0038); false when
 * the platform says the post does not exist.
 */
async function settleLostAnswer(deps: CoreDeps, run: Run, lost: LostAnswer): Promise<boolean> {
  const { label, settings } = lost;
  const found = await reconcile(deps, lost.publisher, lost.input, label);
  if (found === null) return false;
  if ('cannotTell' in found) {
    await markUnconfirmed(deps, run, unconfirmedFailure(label, found.cannotTell));
  } else if ('askAgain' in found) {
    // The post stays marked irreversible: the next run asks before anything else.
    await retryOrFail(
      deps,
      run,
      { errorClass: 'transient', message: found.askAgain },
      {
        settings,
        retryMessage: (at, timeZone) =>
          `${found.askAgain}; we will ask again at ${clockTime(at, timeZone)}.`,
        noneLeft: unconfirmedFailure(label, found.askAgain),
      },
    );
  } else {
    await markPublished(deps, run, found, { followUps: lost.job.followUps });
  }
  return true;
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
    /**
     * The message while a retry is ahead, naming its time on the owner's clock; `failure.message`
     * if none is left.
     */
    retryMessage?: (nextTryAt: Date, timeZone: string) => string;
    /** When no try is left: unconfirmed with this, instead of failed (the post may exist). */
    noneLeft?: Failure;
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
    if (options.noneLeft) await markUnconfirmed(deps, run, options.noneLeft);
    else await markFailed(deps, run, failure);
    return;
  }
  const retrying = options.retryMessage
    ? { ...failure, message: options.retryMessage(nextTryAt, await ownerTimeZone(deps, run)) }
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

/** The zone the target's owner reads times in (ADR 0056); UTC if the owner is gone. */
async function ownerTimeZone(deps: CoreDeps, run: Run): Promise<string> {
  const [owner] = await deps.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, run.target.ownerId));
  return owner?.timeZone ?? 'UTC';
}

/** A job comes back the prepare lead before its time (ADR 0027) and waits for it in the worker. */
function jobStartFor(at: Date, settings: PublishingSettings, now: Date): Date {
  return new Date(Math.max(now.getTime(), at.getTime() - settings.prepareLeadMs));
}

/** No definitive answer: a timeout, a cut connection, a server error, or our own failure mid-call. */
function unconfirmedFailure(label: string, reason: string): Failure {
  return {
    errorClass: 'unconfirmed',
    message: `${reason}. It may have been published: look at your ${label} account before posting it again.`,
  };
}

async function markNeedsAttention(deps: CoreDeps, accountId: string, failure: Failure) {
  await markAccountNeedsAttention(deps.db, {
    accountId,
    message: failure.message,
    now: nowOf(deps),
  });
}
