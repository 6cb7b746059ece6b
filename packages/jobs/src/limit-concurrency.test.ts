import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

describe('limitConcurrency', () => {
  it('runs at most the limit at once, the rest in order, and frees a place when a call fails', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const limited = limitConcurrency(2, async (n: number) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      if (n === 1) throw new Error('one failed');
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limited(n)));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
