/** Deadlines falling within this many milliseconds of each other share one timer. */
const GRAIN_MS = 25;

interface Bucket {
  timer: NodeJS.Timeout;
  controllers: Set<AbortController>;
}

const buckets = new Map<number, Bucket>();

/**
 * A request's deadline, as `AbortSignal.timeout(ms)` gives it — the signal aborts with a
 * `TimeoutError` DOMException once `ms` have passed — on shared timers (ADR 0073): the requests of a
 * burst whose deadlines fall within the same 25 ms share one timer, and a request that ended lets go
 * of its deadline at once, leaving no timer and no weakly held signal behind. It may fire up to
 * 25 ms late. Call `release` when the request has ended, whatever its outcome.
 */
export function requestDeadline(ms: number): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const at = Math.ceil((Date.now() + ms) / GRAIN_MS) * GRAIN_MS;
  let bucket = buckets.get(at);
  if (!bucket) {
    const controllers = new Set<AbortController>();
    const timer = setTimeout(
      () => {
        buckets.delete(at);
        const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        for (const waiting of controllers) waiting.abort(reason);
      },
      Math.max(0, at - Date.now()),
    );
    // As AbortSignal.timeout's: a deadline alone does not keep the process alive.
    timer.unref();
    bucket = { timer, controllers };
    buckets.set(at, bucket);
  }
  bucket.controllers.add(controller);
  return {
    signal: controller.signal,
    release() {
      const current = buckets.get(at);
      if (!current?.controllers.delete(controller)) return;
      if (current.controllers.size === 0) {
        clearTimeout(current.timer);
        buckets.delete(at);
      }
    },
  };
}
