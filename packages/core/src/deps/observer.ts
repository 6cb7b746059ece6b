import type { CreditTransactionKind } from '@fanout/db/schema';
import type { Platform } from '@fanout/shared';

/** How a publishing run ended, as the target's attempt records it. */
export type PublishOutcome = 'published' | 'failed' | 'unconfirmed' | 'retry';

/**
 * What core tells the process about its work, for its metrics (ADR 0072): a narrow seam so core
 * never imports a metrics library. Every method is called on the hot path and must return at once;
 * none may throw. `noObserver` (the default) does nothing.
 */
export interface CoreObserver {
  /**
   * A run is about to call its platform. `latenessMs`: how long after the target's time the call
   * starts, on the target's first run; null on a later run (a retry is late by design).
   */
  publishCallStarted(event: { platform: Platform; latenessMs: number | null }): void;
  /** The platform call ended: answered (a post, or its handle) or failed (any error). */
  publishCallEnded(event: {
    platform: Platform;
    durationMs: number;
    result: 'answered' | 'error';
  }): void;
  /** A run's end was recorded (its claim still held). `errorClass` null when published. */
  publishOutcome(event: {
    platform: Platform;
    outcome: PublishOutcome;
    errorClass: string | null;
  }): void;
  /** One periodic sweep's counts (`startPeriodicSweep`): action → how many. */
  sweepActions(sweep: string, counts: Readonly<Record<string, number>>): void;
  /** Credits moved by a ledger row just written: positive granted, negative spent. */
  creditsChanged(event: { kind: CreditTransactionKind; amount: number }): void;
}

const nothing = () => undefined;

export const noObserver: CoreObserver = {
  publishCallStarted: nothing,
  publishCallEnded: nothing,
  publishOutcome: nothing,
  sweepActions: nothing,
  creditsChanged: nothing,
};

/** The deps' observer, or one that does nothing. */
export function observerOf(deps: { observe?: CoreObserver }): CoreObserver {
  return deps.observe ?? noObserver;
}
