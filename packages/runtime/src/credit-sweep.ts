import { sweepCredits } from '@fanout/core/billing';
import { observerOf, type CoreDeps } from '@fanout/core/deps';
import { startPeriodicSweep } from '@fanout/jobs';
import type { AppConfig } from './config';

/**
 * The credit sweep every CREDIT_SWEEP_SECONDS (0 disables): expired lots written off, expiry
 * warnings, yearly plans' months (ADR 0048). Runs where jobs run, like the other sweeps (ADR 0015).
 */
export function startCreditSweep(core: CoreDeps, config: AppConfig): () => Promise<void> {
  return startPeriodicSweep(core.logger, {
    name: 'credit sweep',
    intervalMs: config.credits.sweepIntervalMs,
    sweep: () => sweepCredits(core, { expiryWarningMs: config.credits.expiryWarningMs }),
    onCounts: (name, counts) => observerOf(core).sweepActions(name, counts),
  });
}
