/**
 * Runs at most `limit` calls of `fn` at once in this process; the rest wait their turn in order.
 * The registry uses it for jobs heavier than the process's general concurrency allows (AI media).
 */
export function limitConcurrency<Args extends unknown[]>(
  limit: number,
  fn: (...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  let running = 0;
  const queued: Array<() => void> = [];
  return async (...args) => {
    if (running >= limit) await new Promise<void>((resolve) => queued.push(resolve));
    running += 1;
    try {
      await fn(...args);
    } finally {
      running -= 1;
      queued.shift()?.();
    }
  };
}
