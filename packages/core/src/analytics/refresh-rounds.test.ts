import { describe, expect, it } from 'vitest';
import { REFRESH_AFTER_MS } from '@fanout/shared';
import { GIVE_UP_LATE_MS, retryAfterFailure, roundAfter, RETRY_MIN_MS } from './refresh-rounds';

const published = new Date('2026-11-01T12:00:00Z');
const at = (ms: number) => new Date(published.getTime() + ms);
const HOUR = 3_600_000;

describe('roundAfter', () => {
  it('moves on one round when each read is made at its time, and stops after the last', () => {
    const rounds = REFRESH_AFTER_MS.map((after, round) => roundAfter(published, round, at(after)));
    expect(rounds.map((state) => state.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rounds.map((state) => state.nextRefreshAt?.getTime() ?? null)).toEqual([
      ...REFRESH_AFTER_MS.slice(1).map((after) => at(after).getTime()),
      null,
    ]);
  });

  it('lets a late read stand for the rounds it passed', () => {
    // The 1-hour read made two days late: the 6-hour and 1-day reads are past too.
    expect(roundAfter(published, 0, at(48 * HOUR))).toEqual({
      round: 3,
      nextRefreshAt: at(REFRESH_AFTER_MS[3]),
    });
    expect(roundAfter(published, 2, at(40 * 24 * HOUR))).toEqual({ round: 6, nextRefreshAt: null });
  });

  it('keeps a read beyond the schedule (after a refused Refresh now) at the end', () => {
    expect(roundAfter(published, 6, at(60 * 24 * HOUR))).toEqual({ round: 6, nextRefreshAt: null });
  });
});

describe('retryAfterFailure', () => {
  it('waits as long as the read is late, from 5 minutes to 6 hours', () => {
    const due = REFRESH_AFTER_MS[2];
    expect(retryAfterFailure(published, 2, at(due))).toEqual(at(due + RETRY_MIN_MS));
    expect(retryAfterFailure(published, 2, at(due + HOUR))).toEqual(at(due + 2 * HOUR));
    expect(retryAfterFailure(published, 2, at(due + 20 * HOUR))).toEqual(at(due + 26 * HOUR));
  });

  it('gives the round up once it is three days late', () => {
    const due = REFRESH_AFTER_MS[1];
    expect(retryAfterFailure(published, 1, at(due + GIVE_UP_LATE_MS + 1))).toBeNull();
  });
});
