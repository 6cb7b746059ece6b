import type { JobsLogger } from './redis-connections';

export interface PeriodicSweep {
  /** Names the sweep in log lines ("publishing sweep", "publishing sweep failed"). */
  name: string;
  /** How often it runs; 0 or less turns it off. */
  intervalMs: number;
  /** Whether the first sweep runs at start rather than one interval later (default true). */
  immediately?: boolean;
  /** One sweep; its counts are logged when any is above zero. */
  sweep: () => Promise<Record<string, number>>;
  /** Hears every sweep's counts, zeros included (the process's metrics, ADR 0072). */
  onCounts?: (name: string, counts: Readonly<Record<string, number>>) => void;
}

/**
 * The one way a process runs periodic work (the publishing sweeper, the token refresh, the stuck AI
 * generation sweep): every `intervalMs`, never two sweeps of one kind at once, a failure logged
 * and tried again next time. Returns the function that stops it, awaiting a sweep in progress.
 */
export function startPeriodicSweep(
  logger: JobsLogger,
  options: PeriodicSweep,
): () => Promise<void> {
  if (options.intervalMs <= 0) return async () => undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = options
      .sweep()
      .then((counts) => {
        options.onCounts?.(options.name, counts);
        if (Object.values(counts).some((value) => value > 0)) logger.info(counts, options.name);
      })
      .catch((error: unknown) => logger.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  if (options.immediately ?? true) tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
