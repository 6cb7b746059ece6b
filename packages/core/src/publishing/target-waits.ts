import type { PublishingSettings } from './publishing-settings';

// Up to a tenth more than the schedule says, so targets that failed together do not retry in lockstep.
const JITTER = 0.1;

/**
 * When a target that failed temporarily for the `retries`-th time (1: the first) is tried next:
 * its retry schedule's wait from now, plus a little jitter (ADR 0033). Null when the schedule is
 * spent or the next try would fall beyond the lateness window (the target fails now instead of
 * being tried too late to matter).
 */
export function nextTryAfterFailure(
  settings: Pick<PublishingSettings, 'retryScheduleMs' | 'latenessWindowMs'>,
  target: { retries: number; dueAt: Date | null },
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const wait = settings.retryScheduleMs[target.retries - 1];
  if (wait === undefined) return null;
  const at = new Date(now.getTime() + Math.round(wait * (1 + JITTER * random())));
  return withinLatenessWindow(settings, target, at) ? at : null;
}

export function withinLatenessWindow(
  settings: Pick<PublishingSettings, 'latenessWindowMs'>,
  target: { dueAt: Date | null },
  at: Date,
): boolean {
  return !target.dueAt || at.getTime() <= target.dueAt.getTime() + settings.latenessWindowMs;
}
