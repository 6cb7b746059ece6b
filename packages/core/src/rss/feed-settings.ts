import type { CoreDeps } from '../deps';

export interface FeedSettings {
  /** How often each feed is asked for new items (RSS_POLL_MINUTES). */
  pollIntervalMs: number;
  /** How often the sweep looks for feeds due (RSS_SWEEP_SECONDS); 0 turns polling off. */
  sweepIntervalMs: number;
}

const DEFAULTS: FeedSettings = { pollIntervalMs: 15 * 60_000, sweepIntervalMs: 60_000 };

export function feedSettings(deps: Pick<CoreDeps, 'config'>): FeedSettings {
  return { ...DEFAULTS, ...deps.config.feeds };
}
