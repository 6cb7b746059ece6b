import { startPeriodicSweep } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { observerOf } from '../deps';
import { feedSettings } from './feed-settings';
import { sweepFeeds } from './poll-feed';

/** Polls the feeds due every RSS_SWEEP_SECONDS, where the other sweeps run (ADR 0096). */
export function startFeedSweeper(deps: CoreDeps): () => Promise<void> {
  return startPeriodicSweep(deps.logger, {
    name: 'feed sweep',
    intervalMs: feedSettings(deps).sweepIntervalMs,
    sweep: () => sweepFeeds(deps),
    onCounts: (name, counts) => observerOf(deps).sweepActions(name, counts),
  });
}
