import { refreshExpiringAccounts } from '@fanout/core/accounts';
import type { CoreDeps } from '@fanout/core/deps';
import { startPeriodicSweep } from '@fanout/jobs';

/**
 * Refreshes tokens about to expire every `intervalMs` (0 disables), the first time one interval
 * after start. It runs where jobs run: the worker process with Redis, the server process without
 * (ADR 0015).
 */
export function startTokenRefreshSweep(core: CoreDeps, intervalMs: number): () => Promise<void> {
  return startPeriodicSweep(core.logger, {
    name: 'token refresh sweep',
    intervalMs,
    immediately: false,
    sweep: () => refreshExpiringAccounts(core),
  });
}
