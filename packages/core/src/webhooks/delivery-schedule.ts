import type { WebhookSettings } from './webhook-settings';

/**
 * The wait before the next attempt after `attempts` failed ones (ADR 0094): the schedule's entry
 * (the last repeats), ±10 % jitter so an endpoint's many deliveries do not retry in lockstep.
 */
export function retryWaitMs(
  attempts: number,
  settings: Pick<WebhookSettings, 'retryScheduleMs'>,
  random: () => number = Math.random,
): number {
  const schedule = settings.retryScheduleMs;
  const base = schedule[Math.min(Math.max(attempts, 1), schedule.length) - 1] ?? 0;
  return Math.round(base * (0.9 + random() * 0.2));
}

/** One job per attempt: a retry is a new job, never the one still running (which the queue would skip). */
export function webhookJobId(deliveryId: string, attempts: number): string {
  return `webhook-${deliveryId}-${attempts}`;
}
