import { describe, expect, it } from 'vitest';
import { createAnswerGate } from './answer-gate';

/** Resolves after the event loop's next check phase: one turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the simulator’s answer gate', () => {
  it('holds every answer for its latency, and lets answers due together out a few per turn', async () => {
    const afterLatency = createAnswerGate(16);
    const started = performance.now();
    const released: number[] = [];
    const waits = Array.from({ length: 40 }, (_, index) =>
      afterLatency(30).then(() => {
        released.push(index);
        return performance.now() - started;
      }),
    );

    // Until the first answers are let out, count them turn by turn.
    while (released.length === 0) await nextTurn();
    const perTurn = [released.length];
    while (released.length < 40) {
      const before = released.length;
      await nextTurn();
      perTurn.push(released.length - before);
    }

    expect(Math.max(...perTurn)).toBeLessThanOrEqual(16);
    expect(perTurn.filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
    expect(released).toEqual([...released].sort((a, b) => a - b)); // in the order they came
    for (const waited of await Promise.all(waits)) expect(waited).toBeGreaterThanOrEqual(29);
  });

  it('lets a lone answer out on the first turn after its latency', async () => {
    const afterLatency = createAnswerGate();
    const started = performance.now();
    await afterLatency(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
  });
});
