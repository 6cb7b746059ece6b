import { and, eq } from 'drizzle-orm';
import { postTargets } from '@fanout/db/schema';
import { nowOf, type CoreDeps } from '../deps';
import type { Run } from './record-outcome';

/**
 * Keeps a run's claim alive while it works (long uploads): the lease is pushed forward every third
 * of its length. If the process dies the renewals stop and the lease expires, so the sweeper can
 * hand the target to another worker.
 */
export function startLeaseHeartbeat(deps: CoreDeps, run: Run, leaseMs: number): { stop(): void } {
  const timer = setInterval(
    () => {
      deps.db
        .update(postTargets)
        .set({ leaseExpiresAt: new Date(nowOf(deps).getTime() + leaseMs) })
        .where(
          and(
            eq(postTargets.id, run.target.id),
            eq(postTargets.state, 'publishing'),
            eq(postTargets.runCount, run.target.runCount),
          ),
        )
        .catch((error: unknown) =>
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
