import { refreshExpiringAccounts, warnAccountsAtRisk } from '@fanout/core/accounts';
import { observerOf, type CoreDeps } from '@fanout/core/deps';
import { startPeriodicSweep } from '@fanout/jobs';

/**
 * Every `intervalMs` (0 disables), the first time one interval after start: refreshes tokens
 * about to expire, then warns the owners of accounts whose scheduled posts will fail unless they
 * reconnect (ADR 0060), so a refusal found by this refresh is told in the same pass. It runs where
 * jobs run: the worker process with Redis, the server process without (ADR 0015).
 */
export function startTokenRefreshSweep(core: CoreDeps, intervalMs: number): () => Promise<void> {
  return startPeriodicSweep(core.logger, {
    name: 'token refresh sweep',
    intervalMs,
    immediately: false,
    sweep: async () => ({
      ...(await refreshExpiringAccounts(core)),
      ...(await warnAccountsAtRisk(core)),
    }),
    onCounts: (name, counts) => observerOf(core).sweepActions(name, counts),
  });
}
