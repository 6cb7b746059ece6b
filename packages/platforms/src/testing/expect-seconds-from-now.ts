import { expect } from 'vitest';

/** Asserts `date` is `seconds` after some instant between `before` and now (ms timestamps). */
export function expectSecondsFromNow(date: Date | null, seconds: number, before: number): void {
  expect(date).toBeInstanceOf(Date);
  const at = date?.getTime() ?? 0;
  expect(at).toBeGreaterThanOrEqual(before + seconds * 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + seconds * 1000);
}
