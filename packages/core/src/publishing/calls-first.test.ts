import { describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { callsFirst, createCallsFirst } from './calls-first';

describe('calls first', () => {
  it('holds finished runs until no run is preparing a call, counting each run once', async () => {
    const { startPreparing, afterPreparedCalls } = createCallsFirst();
    const first = startPreparing();
    const second = startPreparing();
    let released = false;
    const held = afterPreparedCalls(5_000).then(() => (released = true));
    first();
    first(); // a second end of the same run changes nothing
    // A release is synchronous in the last end; one turn of the event loop runs its callbacks.
    await new Promise((resolve) => setImmediate(resolve));
    expect(released).toBe(false);
    second();
    await held;
    expect(released).toBe(true);
    await afterPreparedCalls(5_000); // nothing preparing: at once
  });

  it('never holds a run longer than its limit', async () => {
    const { startPreparing, afterPreparedCalls } = createCallsFirst();
    const end = startPreparing();
    const started = Date.now();
    await afterPreparedCalls(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    end();
  });

  it('keeps one count per deps: a run preparing under one never holds another’s', async () => {
    const server = {} as CoreDeps;
    const other = {} as CoreDeps;
    expect(callsFirst(server)).toBe(callsFirst(server));
    const end = callsFirst(server).startPreparing();
    // Resolves at once; held by the other deps' run it would outlast the test's timeout.
    await callsFirst(other).afterPreparedCalls(60_000);
    end();
  });
});
