import { describe, expect, it } from 'vitest';
import { afterPreparedCalls, startPreparing } from './calls-first';

describe('calls first', () => {
  it('holds finished runs until no run is preparing a call, counting each run once', async () => {
    const first = startPreparing();
    const second = startPreparing();
    let released = false;
    const held = afterPreparedCalls(5_000).then(() => (released = true));
    first();
    first(); // a second end of the same run changes nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
    second();
    await held;
    expect(released).toBe(true);
    await afterPreparedCalls(5_000); // nothing preparing: at once
  });

  it('never holds a run longer than its limit', async () => {
    const end = startPreparing();
    const started = Date.now();
    await afterPreparedCalls(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    end();
  });
});
