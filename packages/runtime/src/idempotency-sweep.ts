import { observerOf, type CoreDeps } from '@fanout/core/deps';
import { purgeExpiredIdempotencyKeys } from '@fanout/core/idempotency';
import { startPeriodicSweep } from '@fanout/jobs';

/** Stored idempotent answers live 24 hours; an hourly purge keeps the table at about a day's worth. */
const IDEMPOTENCY_SWEEP_MS = 3_600_000;

/** Purges expired idempotency keys (ADR 0093), where jobs run, like the other sweeps (ADR 0015). */
export function startIdempotencySweep(core: CoreDeps): () => Promise<void> {
  return startPeriodicSweep(core.logger, {
    name: 'idempotency sweep',
    intervalMs: IDEMPOTENCY_SWEEP_MS,
    sweep: () => purgeExpiredIdempotencyKeys(core),
    onCounts: (name, counts) => observerOf(core).sweepActions(name, counts),
  });
}
