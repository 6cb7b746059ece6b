import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDueClock } from './due-clock';

describe('dueClock: shared wake-ups for waiting runs (ADR 0073)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T02:00:00.300Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('wakes runs due at one instant together, at that instant, with no look in the last second', async () => {
    const clock = createDueClock();
    const now = new Date();
    const dueAt = new Date(now.getTime() + 1_500);
    const woke: Array<[number, boolean]> = [];
    for (let run = 0; run < 3; run += 1) {
      void clock.wait(dueAt, now, 1_000).then((due) => woke.push([Date.now(), due]));
    }
    // The next tick (…:01.000) comes 500 ms before the time: no look at the schedule then.
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(woke).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toEqual(Array(3).fill([dueAt.getTime(), true]));
  });

  it('runs due later look at their schedule on the shared whole-second ticks', async () => {
    const clock = createDueClock();
    const now = new Date();
    const woke: boolean[] = [];
    void clock.wait(new Date(now.getTime() + 10_000), now, 1_000).then((due) => woke.push(due));
    void clock.wait(new Date(now.getTime() + 20_000), now, 1_000).then((due) => woke.push(due));
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(700);
    expect(woke).toEqual([false, false]);
  });

  it('releases the calls due at one instant at that instant, a turn of the event loop at a time', async () => {
    const clock = createDueClock();
    const now = new Date();
    const callAt = new Date(now.getTime() + 2_000);
    const released: number[] = [];
    const runs = 300;
    for (let run = 0; run < runs; run += 1) {
      void clock.until(callAt, now).then(() => released.push(Date.now()));
    }
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(released).toEqual([]);
    // The timer fires: the first turn releases some, the next turns the rest, none before the time.
    await vi.advanceTimersToNextTimerAsync();
    expect(released.length).toBeGreaterThan(0);
    expect(released.length).toBeLessThan(runs);
    await vi.runAllTimersAsync();
    expect(released).toHaveLength(runs);
    // The fake clock counts a turn as a millisecond: all at the time, over a few turns.
    expect(Math.min(...released)).toBe(callAt.getTime());
    expect(Math.max(...released)).toBeLessThan(callAt.getTime() + 10);
  });

  it('lets a call whose time has passed go at once', async () => {
    const clock = createDueClock();
    const now = new Date();
    let released = false;
    await clock.until(new Date(now.getTime() - 5), now).then(() => {
      released = true;
    });
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
