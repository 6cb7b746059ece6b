import { describe, expect, it, vi } from 'vitest';
import { startPeriodicSweep } from './periodic-sweep';

function recordingLogger() {
  const lines: { level: string; obj: object | string; msg?: string }[] = [];
  const at = (level: string) => (obj: object | string, msg?: string) =>
    lines.push({ level, obj, msg });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicSweep', () => {
  it('sweeps at once and then every interval, logging only sweeps that did something', async () => {
    // The test's clock: intervals pass when it says, so "no sweep after stop" is exact.
    vi.useFakeTimers();
    try {
      const { lines, logger } = recordingLogger();
      let runs = 0;
      const stop = startPeriodicSweep(logger, {
        name: 'test sweep',
        intervalMs: 20,
        sweep: async () => {
          runs += 1;
          return { fixed: runs === 2 ? 3 : 0 };
        },
      });
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(40);
      expect(runs).toBe(3);
      await stop();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(3);
      expect(lines).toEqual([{ level: 'info', obj: { fixed: 3 }, msg: 'test sweep' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never runs two sweeps at once, and stopping waits for the one in progress', async () => {
    const { logger } = recordingLogger();
    let active = 0;
    let most = 0;
    let finished = 0;
    const stop = startPeriodicSweep(logger, {
      name: 'slow sweep',
      intervalMs: 5,
      sweep: async () => {
        active += 1;
        most = Math.max(most, active);
        await wait(40);
        active -= 1;
        finished += 1;
        return {};
      },
    });
    await wait(100);
    await stop();
    expect(most).toBe(1);
    expect(active).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(2);
  });

  it('logs a failed sweep and tries again next time', async () => {
    const { lines, logger } = recordingLogger();
    let runs = 0;
    const stop = startPeriodicSweep(logger, {
      name: 'flaky sweep',
      intervalMs: 10,
      sweep: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        return {};
      },
    });
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await stop();
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'flaky sweep failed' });
    expect(lines).toHaveLength(1);
  });

  it('waits an interval first when asked, and is off with an interval of 0', async () => {
    // The test's clock: a loaded machine cannot let several intervals pass between two looks.
    vi.useFakeTimers();
    try {
      const { logger } = recordingLogger();
      let runs = 0;
      const sweep = async () => {
        runs += 1;
        return {};
      };
      const stopOff = startPeriodicSweep(logger, { name: 'off', intervalMs: 0, sweep });
      const stopLater = startPeriodicSweep(logger, {
        name: 'later',
        intervalMs: 30,
        immediately: false,
        sweep,
      });
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(29);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      await Promise.all([stopOff(), stopLater()]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
