import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer, type IdleClock } from './idle-timer';

const MINUTE = 60_000;
const clock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('idle timer', () => {
  it('fires once, the timeout after start, when nothing happens', () => {
    const onIdle = vi.fn();
    new IdleTimer(30 * MINUTE, onIdle, clock).start();
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts from the last activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(30 * MINUTE, onIdle, clock);
    timer.start();
    vi.advanceTimersByTime(20 * MINUTE);
    timer.touch(Date.now());
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never moves the deadline back for an older activity (another tab’s)', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(30 * MINUTE, onIdle, clock);
    timer.start();
    vi.advanceTimersByTime(10 * MINUTE);
    timer.touch(Date.now());
    timer.touch(Date.now() - 10 * MINUTE);
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(MINUTE, onIdle, clock);
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
