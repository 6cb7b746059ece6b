/**
 * "Calls first" (ADR 0027): in a burst of due targets, a worker starts every platform call before it
 * records the ones that have finished. Runs between their claim and their irreversible call count as
 * preparing; a finished run waits (at most `maxWaitMs`) until none is, so its bookkeeping — the
 * outcome's statement, the job's completion — does not delay the calls still to be made. One count
 * per process: the order of work in its event loop is what this arranges.
 */
let preparing = 0;
const waiting = new Set<() => void>();

/** Counts a run as preparing; call the answer once its call is on its way (or it ends without one). */
export function startPreparing(): () => void {
  preparing += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    preparing -= 1;
    if (preparing === 0) for (const release of [...waiting]) release();
  };
}

/** Resolves when no run of this process is preparing a call, or after `maxWaitMs`. */
export function afterPreparedCalls(maxWaitMs: number): Promise<void> {
  if (preparing === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      waiting.delete(release);
      resolve();
    };
    const timer = setTimeout(release, maxWaitMs);
    waiting.add(release);
  });
}
