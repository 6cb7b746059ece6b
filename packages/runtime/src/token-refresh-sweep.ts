import { refreshExpiringAccounts } from '@fanout/core/accounts';
import type { CoreDeps } from '@fanout/core/deps';

/**
 * Refreshes tokens about to expire every `intervalMs` (0 disables). It runs where jobs run: the
 * worker process with Redis, the server process without (ADR 0015).
 */
export function startTokenRefreshSweep(core: CoreDeps, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshExpiringAccounts(core)
      .then((counts) => {
        if (counts.refreshed + counts.needs_attention + counts.transient_failure > 0) {
          core.logger.info({ counts }, 'token refresh sweep');
        }
      })
      .catch((error: unknown) => core.logger.error({ err: error }, 'token refresh sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
