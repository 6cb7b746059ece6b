import type { CoreDeps } from '../deps';

export interface PublishingSweeperOptions {
  /** How often the sweep runs (default 5 s). */
  intervalMs?: number;
}

/** Starts the periodic sweep; returns the function that stops it (awaits a sweep in progress). */
export function startPublishingSweeper(
  _deps: CoreDeps,
  _options: PublishingSweeperOptions = {},
): () => Promise<void> {
  return async () => {};
}
