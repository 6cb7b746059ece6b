import { nowOf, type CoreDeps } from '../deps';
import { renewLease } from '../targets';
import type { Run } from './run';

/**
 * Keeps a run's claim alive while it works (long uploads): the lease is pushed forward every third
 * of its length. If the process dies the renewals stop and the lease expires, so the sweeper can
 * hand the target to another worker.
 */
export function startLeaseHeartbeat(deps: CoreDeps, run: Run, leaseMs: number): { stop(): void } {
  const timer = setInterval(
    () => {
      renewLease(deps.db, run, new Date(nowOf(deps).getTime() + leaseMs)).catch((error: unknown) =>
        deps.logger.warn(
          { targetId: run.target.id, err: error instanceof Error ? error.message : 'unknown' },
          'could not renew the publishing lease',
        ),
      );
    },
    Math.max(250, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
