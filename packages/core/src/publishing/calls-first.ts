import { perDeps, type CoreDeps } from '../deps';

/**
 * "Calls first" (ADR 0027): in a burst of due targets, a worker starts every platform call before it
 * records the ones that have finished. Runs between their claim and their irreversible call count as
 * preparing; a finished run waits (at most `maxWaitMs`) until none is, so its bookkeeping — the
 * outcome's statement, the job's completion — does not delay the calls still to be made. One count
 * per CoreDeps (`callsFirst(deps)`), that is per process outside tests: the order of work in its
 * event loop is what this arranges.
 */
export interface CallsFirst {
  /** Counts a run as preparing; call the answer once its call is on its way (or it ends without one). */
  startPreparing(): () => void;
  /** Resolves when no run is preparing a call, or after `maxWaitMs`. */
  afterPreparedCalls(maxWaitMs: number): Promise<void>;
}

interface Count {
  preparing: number;
  waiting: Set<() => void>;
}

export function createCallsFirst(): CallsFirst {
  const count: Count = { preparing: 0, waiting: new Set() };
  return {
    startPreparing: () => startPreparing(count),
    afterPreparedCalls: (maxWaitMs) => afterPreparedCalls(count, maxWaitMs),
  };
}

/** The count of the runs of these deps. */
export const callsFirst = perDeps<CoreDeps, CallsFirst>(createCallsFirst);

function startPreparing(count: Count): () => void {
  count.preparing += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    count.preparing -= 1;
    if (count.preparing === 0) for (const release of [...count.waiting]) release();
  };
}

function afterPreparedCalls(count: Count, maxWaitMs: number): Promise<void> {
  if (count.preparing === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      count.waiting.delete(release);
      resolve();
    };
    const timer = setTimeout(release, maxWaitMs);
    count.waiting.add(release);
  });
}
