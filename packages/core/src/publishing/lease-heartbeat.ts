import { nowOf, type CoreDeps } from '../deps';
import { renewLease } from '../targets';
import type { Run } from './run';

/**
 * Keeps a run's claim alive while it works (long uploads, a thread's replies): `renew` pushes the
 * lease forward every third of its length. If the process dies the renewals stop and the lease
 * expires, so the sweeper can hand the work to another worker. A failed renewal is logged; the
 * fenced writes that follow tell the run whether it still holds its claim.
 */
export function startHeartbeat(
  deps: CoreDeps,
  leaseMs: number,
  renew: (until: Date) => Promise<unknown>,
  context: { targetId: string; what: string },
): { stop(): void } {
  const timer = setInterval(
    () => {
      renew(new Date(nowOf(deps).getTime() + leaseMs)).catch((error: unknown) =>
        deps.logger.warn(
          { targetId: context.targetId, err: error instanceof Error ? error.message : 'unknown' },
          `could not renew the ${context.what} lease`,
        ),
      );
    },
    Math.max(250, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** A target's publishing run's heartbeat. */
export function startLeaseHeartbeat(deps: CoreDeps, run: Run, leaseMs: number): { stop(): void } {
  return startHeartbeat(deps, leaseMs, (until) => renewLease(deps.db, run, until), {
    targetId: run.target.id,
    what: 'publishing',
  });
}
