import { REFRESH_AFTER_MS, scheduledRefreshAt } from '@fanout/shared';

/** Where a target's scheduled reads stand: rounds done, and when the next one is due (null: none). */
export interface RoundState {
  round: number;
  nextRefreshAt: Date | null;
}

/**
 * After scheduled read `round` was made (or given up) at `now`: the first later round whose time
 * is still ahead. A read made late — the queue was down, the network refused for a while, the
 * target was published before analytics existed — stands for the rounds it passed, instead of
 * one read after another at once. After the last round, none.
 */
export function roundAfter(publishedAt: Date, round: number, now: Date): RoundState {
  const last = REFRESH_AFTER_MS.length;
  for (let next = round + 1; next < last; next += 1) {
    const at = scheduledRefreshAt(publishedAt, next);
    if (at && at > now) return { round: next, nextRefreshAt: at };
  }
  return { round: Math.max(round, last), nextRefreshAt: null };
}

/** A read the network refused with a 429 that named no time is tried again this much later. */
export const RATE_LIMIT_WAIT_MS = 15 * 60_000;
/** A read that failed for a passing reason waits at least this, at most the next. */
export const RETRY_MIN_MS = 5 * 60_000;
export const RETRY_MAX_MS = 6 * 3_600_000;
/** A scheduled read still failing this long after its time is given up for the next round. */
export const GIVE_UP_LATE_MS = 3 * 24 * 3_600_000;

/**
 * When a scheduled read that failed for a passing reason (a timeout, a 5xx) is tried again: as
 * long after as it is already late, between RETRY_MIN_MS and RETRY_MAX_MS, so the waits double
 * without a count of failures kept anywhere. Null once it is GIVE_UP_LATE_MS late: its round is
 * given up (`roundAfter`).
 */
export function retryAfterFailure(publishedAt: Date, round: number, now: Date): Date | null {
  const due = scheduledRefreshAt(publishedAt, round);
  const late = due ? now.getTime() - due.getTime() : 0;
  if (late > GIVE_UP_LATE_MS) return null;
  const wait = Math.min(Math.max(late, RETRY_MIN_MS), RETRY_MAX_MS);
  return new Date(now.getTime() + wait);
}
