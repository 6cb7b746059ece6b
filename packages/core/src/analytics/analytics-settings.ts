import type { CoreDeps } from '../deps';

/** How figures are read (ADR 0090); every field has a production default (CoreConfig.analytics overrides). */
export interface AnalyticsSettings {
  /** Whether X's figures are read at all: X charges for every read (ANALYTICS_X_READS; default off). */
  xReads: boolean;
  /** How often due reads are handed to the analytics queue (default 30 s). */
  sweepIntervalMs: number;
  /** Due reads one sweep claims at most (default 500). */
  claimBatch: number;
  /**
   * Reads waiting or running in the analytics queue above which a sweep claims none (default
   * 1,000): a backlog stays in the table, where it costs nothing, not in Redis.
   */
  maxQueued: number;
  /**
   * A claimed read is not claimed again for this long (default 15 min): the lease that keeps two
   * sweeps from reading twice, and brings a read back whose job was lost.
   */
  claimLeaseMs: number;
  /** How often snapshots older than SNAPSHOTS_KEPT_WHOLE_MS are thinned (default 1 h). */
  thinIntervalMs: number;
  /** Snapshots one thinning statement deletes at most (default 1,000); a pass runs up to 20. */
  thinBatch: number;
}

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  xReads: false,
  sweepIntervalMs: 30_000,
  claimBatch: 500,
  maxQueued: 1_000,
  claimLeaseMs: 15 * 60_000,
  thinIntervalMs: 3_600_000,
  thinBatch: 1_000,
};

export function analyticsSettings(deps: Pick<CoreDeps, 'config'>): AnalyticsSettings {
  return { ...DEFAULT_ANALYTICS_SETTINGS, ...deps.config.analytics };
}
