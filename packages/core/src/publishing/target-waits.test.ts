import { describe, expect, it } from 'vitest';
import { nextTryAfterFailure } from './target-waits';

const settings = {
  retryScheduleMs: [30_000, 120_000, 600_000],
  latenessWindowMs: 24 * 3_600_000,
};
const NOW = new Date('2026-11-24T14:00:00.000Z');
const dueAt = new Date('2026-11-24T13:59:00.000Z');

describe('nextTryAfterFailure', () => {
  it('waits the schedule’s step for the n-th failure, plus at most a tenth of jitter', () => {
    const at = (retries: number, random: number) =>
      nextTryAfterFailure(settings, { retries, dueAt }, NOW, () => random)?.getTime();
    expect(at(1, 0)).toBe(NOW.getTime() + 30_000);
    expect(at(1, 1)).toBe(NOW.getTime() + 33_000);
    expect(at(2, 0)).toBe(NOW.getTime() + 120_000);
    expect(at(3, 0.5)).toBe(NOW.getTime() + 630_000);
  });

  it('gives up when the schedule is spent or the next try would fall beyond the lateness window', () => {
    expect(nextTryAfterFailure(settings, { retries: 4, dueAt }, NOW)).toBeNull();
    const longAgo = new Date(NOW.getTime() - 24 * 3_600_000 + 60_000);
    expect(
      nextTryAfterFailure(settings, { retries: 1, dueAt: longAgo }, NOW, () => 0),
    ).not.toBeNull();
    expect(nextTryAfterFailure(settings, { retries: 2, dueAt: longAgo }, NOW, () => 0)).toBeNull();
    expect(
      nextTryAfterFailure({ ...settings, retryScheduleMs: [] }, { retries: 1, dueAt }, NOW),
    ).toBeNull();
  });
});
