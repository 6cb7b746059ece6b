import { nowOf, observerOf, type CoreDeps, type PublishOutcome } from '../deps';
import type { Failure, Run } from './run';

/**
 * Tells the observer a run's platform call starts (its lateness against the target's time, on the
 * target's first run) and returns the function that tells how it ended; only its first call counts.
 */
export function observePublishCall(
  deps: CoreDeps,
  run: Run,
): (result: 'answered' | 'error') => void {
  const observer = observerOf(deps);
  const { platform, dueAt, runCount } = run.target;
  const startedAt = performance.now();
  observer.publishCallStarted({
    platform,
    latenessMs: runCount === 1 && dueAt ? nowOf(deps).getTime() - dueAt.getTime() : null,
  });
  let ended = false;
  return (result) => {
    if (ended) return;
    ended = true;
    observer.publishCallEnded({ platform, durationMs: performance.now() - startedAt, result });
  };
}

/** Tells the observer how a run ended, once its end is recorded. */
export function observePublishOutcome(
  deps: CoreDeps,
  run: Run,
  outcome: PublishOutcome,
  failure: Failure | null,
): void {
  observerOf(deps).publishOutcome({
    platform: run.target.platform,
    outcome,
    errorClass: failure?.errorClass ?? null,
  });
}
