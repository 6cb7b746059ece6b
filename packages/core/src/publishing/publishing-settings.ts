import type { CoreDeps } from '../deps';

/** How publishing runs; every field has a production default (CoreConfig.publishing overrides). */
export interface PublishingSettings {
  /** A claim belongs to its worker this long, renewed while it runs; a dead worker's claim expires (default 60 s). */
  leaseMs: number;
  /**
   * The waits between tries after a temporary failure (ADR 0033; default 30 s, 2 min, 10 min,
   * 30 min, 2 h). A target gets one try more than there are waits: this is the one retry budget.
   */
  retryScheduleMs: readonly number[];
  /**
   * Pauses of an account after consecutive 429s that named no reset time (default 1 min, 5 min,
   * 15 min, 1 h); after the last, the platform's daily reset (or the last step again).
   */
  rateLimitProbesMs: readonly number[];
  /** A target not published this long after its time is marked missed (default 24 h). */
  latenessWindowMs: number;
  /** How often the sweeper runs (default 5 s). */
  sweepIntervalMs: number;
  /** Due targets older than this without a job are re-enqueued by the sweeper (default 15 s). */
  sweepGraceMs: number;
  /** How long to wait for a platform's rate limit inside one run before handing the target back (default 30 s). */
  maxInlineRateLimitWaitMs: number;
  /**
   * A target's job starts this long before its time and waits in the worker, so a burst of due
   * targets finds its jobs already running instead of queued behind each other (default 30 s; ADR 0027).
   */
  prepareLeadMs: number;
  /**
   * A scheduled target is claimed (and charged) this long before its time, and its irreversible
   * call waits for the time itself (default 2 s; ADR 0079). At most a quarter of the lease: a run
   * that waited longer than half its lease since marking its call gives the target back unsent.
   */
  claimAheadMs: number;
}

export const DEFAULT_PUBLISHING_SETTINGS: PublishingSettings = {
  leaseMs: 60_000,
  retryScheduleMs: [30_000, 120_000, 600_000, 1_800_000, 7_200_000],
  rateLimitProbesMs: [60_000, 300_000, 900_000, 3_600_000],
  latenessWindowMs: 24 * 3_600_000,
  sweepIntervalMs: 5_000,
  sweepGraceMs: 15_000,
  maxInlineRateLimitWaitMs: 30_000,
  prepareLeadMs: 30_000,
  claimAheadMs: 2_000,
};

export function publishingSettings(deps: Pick<CoreDeps, 'config'>): PublishingSettings {
  const settings = { ...DEFAULT_PUBLISHING_SETTINGS, ...deps.config.publishing };
  return { ...settings, claimAheadMs: Math.min(settings.claimAheadMs, settings.leaseMs / 4) };
}

/** Tries in all for a target (the first included): one more than the retry schedule's waits. */
export function triesOf(settings: Pick<PublishingSettings, 'retryScheduleMs'>): number {
  return settings.retryScheduleMs.length + 1;
}
