import { describe, expect, it } from 'vitest';
import { retryWaitMs } from './delivery-schedule';
import { DEFAULT_WEBHOOK_SETTINGS } from './webhook-settings';

describe('retryWaitMs', () => {
  it("follows Standard Webhooks' schedule, the last wait repeating, within ±10 % jitter", () => {
    const middle = (attempts: number) => retryWaitMs(attempts, DEFAULT_WEBHOOK_SETTINGS, () => 0.5);
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(middle)).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000,
    ]);
    expect(retryWaitMs(1, DEFAULT_WEBHOOK_SETTINGS, () => 0)).toBe(4_500);
    expect(retryWaitMs(1, DEFAULT_WEBHOOK_SETTINGS, () => 0.999_999)).toBe(5_500);
  });

  it('reaches the 3-day window after twelve attempts', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < DEFAULT_WEBHOOK_SETTINGS.retryWindowMs) {
      attempts += 1;
      elapsed += retryWaitMs(attempts, DEFAULT_WEBHOOK_SETTINGS, () => 0.5);
    }
    expect(attempts).toBe(12);
  });
});
