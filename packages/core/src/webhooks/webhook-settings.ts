import type { CoreDeps } from '../deps';

/** How outgoing webhooks are sent (ADR 0094); every field has a production default (CoreConfig.webhooks overrides). */
export interface WebhookSettings {
  /**
   * Whether URLs may name loopback, private, link-local and other non-public addresses
   * (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES; default off): a self-hosted receiver on the LAN, tests.
   */
  allowPrivateAddresses: boolean;
  /** How often the outbox is read for deliveries whose job is missing (WEBHOOKS_SWEEP_SECONDS; default 2 s). */
  sweepIntervalMs: number;
  /** Deliveries sent at once in one process (WEBHOOKS_CONCURRENCY; default 4). */
  concurrency: number;
  /** One request's time to answer, connection included (default 10 s). */
  timeoutMs: number;
  /** Waits between attempts; the last repeats (Standard Webhooks' suggested schedule). */
  retryScheduleMs: readonly number[];
  /** A delivery still failing this long after its event is failed for good (default 3 days). */
  retryWindowMs: number;
  /** An endpoint whose every attempt failed for this long is switched off (default 5 days). */
  disableAfterMs: number;
  /** The previous secret signs beside the new one for this long after a rotation (default 24 h). */
  rotationOverlapMs: number;
  /** A delivery being sent is not taken by another run for this long. */
  leaseMs: number;
  /** Heads handed to the queue by one sweep at most. */
  sweepBatch: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivateAddresses: false,
  sweepIntervalMs: 2 * SECOND,
  concurrency: 4,
  timeoutMs: 10 * SECOND,
  retryScheduleMs: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR],
  retryWindowMs: 3 * DAY,
  disableAfterMs: 5 * DAY,
  rotationOverlapMs: DAY,
  leaseMs: 30 * SECOND,
  sweepBatch: 200,
};

export function webhookSettings(deps: Pick<CoreDeps, 'config'>): WebhookSettings {
  return { ...DEFAULT_WEBHOOK_SETTINGS, ...deps.config.webhooks };
}
