import type { PostTarget } from '@fanout/shared';

/** How a wait's end reads in the user's own time: "14:05" today, "Nov 25, 00:00" on another day. */
export function formatWaitEnd(
  at: Date,
  now: Date = new Date(),
  options: { locale?: string; timeZone?: string } = {},
): string {
  const { locale, timeZone } = options;
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const day = (date: Date) => date.toLocaleDateString(locale, { timeZone });
  if (day(at) === day(now)) return time;
  const date = at.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone });
  return `${date}, ${time}`;
}

/**
 * A waiting target's line (ADR 0033): "Waiting for LinkedIn: rate limit, next try at 14:05" while
 * its account is paused, "Waiting for X: next try at 14:05" before a retry. A time already past
 * says the try is under way instead.
 */
export function targetWaitLabel(
  platformName: string,
  wait: { waitReason: NonNullable<PostTarget['waitReason']>; nextTryAt: string | null },
  now: Date = new Date(),
  options: { locale?: string; timeZone?: string } = {},
): string {
  const reason = wait.waitReason === 'rate_limit' ? 'rate limit, ' : '';
  const at = wait.nextTryAt ? new Date(wait.nextTryAt) : null;
  const when =
    at && at.getTime() > now.getTime()
      ? `next try at ${formatWaitEnd(at, now, options)}`
      : 'trying again now';
  return `Waiting for ${platformName}: ${reason}${when}`;
}

/** An account paused by its platform: "Paused by LinkedIn until 14:05"; null when not paused. */
export function accountPauseLabel(
  platformName: string,
  rateLimitedUntil: string | null,
  now: Date = new Date(),
  options: { locale?: string; timeZone?: string } = {},
): string | null {
  if (!rateLimitedUntil) return null;
  const until = new Date(rateLimitedUntil);
  if (!(until.getTime() > now.getTime())) return null;
  return `Paused by ${platformName} until ${formatWaitEnd(until, now, options)}`;
}
