import { nowOf, observerOf, type CoreDeps } from '../deps';
import { startPeriodicSweep } from '@fanout/jobs';
import { analyticsSettings } from './analytics-settings';
import { claimDueReads } from './analytics-writes';
import { enqueueReads } from './refresh-jobs';
import { thinSnapshots } from './thin-snapshots';

/**
 * One sweep of the refresh schedule (ADR 0090): due reads are claimed from target_analytics in a
 * bounded batch (claimDueReads: a lease, so two sweeps never hand out one read) and put on the
 * analytics queue. While the queue already holds `maxQueued` reads, nothing more is claimed: a
 * backlog of 10,000 due reads waits in the table, read by read as the queue drains, and the queue
 * stays small. Publishing never waits for any of it: its jobs are on their own queue.
 */
export async function sweepDueReads(deps: CoreDeps): Promise<{ queued: number }> {
  const settings = analyticsSettings(deps);
  const stats = await deps.analyticsJobs.stats();
  const room = settings.maxQueued - (stats.ready + stats.delayed + stats.running);
  const reads = await claimDueReads(
    deps.db,
    nowOf(deps),
    Math.min(room, settings.claimBatch),
    settings.claimLeaseMs,
  );
  await enqueueReads(deps, reads);
  return { queued: reads.length };
}

/**
 * Starts the refresh sweep and the snapshots' thinning; returns the function that stops both
 * (awaiting a sweep in progress). Run wherever jobs run, like the publishing sweeper.
 */
export function startAnalyticsSweeps(deps: CoreDeps): () => Promise<void> {
  const settings = analyticsSettings(deps);
  const onCounts = (name: string, counts: Readonly<Record<string, number>>) =>
    observerOf(deps).sweepActions(name, counts);
  const stopRefresh = startPeriodicSweep(deps.logger, {
    name: 'analytics refresh sweep',
    intervalMs: settings.sweepIntervalMs,
    sweep: () => sweepDueReads(deps),
    onCounts,
  });
  const stopThinning = startPeriodicSweep(deps.logger, {
    name: 'analytics snapshot thinning',
    intervalMs: settings.thinIntervalMs,
    sweep: () => thinSnapshots(deps),
    onCounts,
  });
  return async () => {
    await Promise.all([stopRefresh(), stopThinning()]);
  };
}
