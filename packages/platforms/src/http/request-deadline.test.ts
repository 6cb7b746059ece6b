import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { requestDeadline } from './request-deadline';

describe('requestDeadline: AbortSignal.timeout on shared timers (ADR 0073)', () => {
  it('aborts with a TimeoutError once its time has passed, not before', async () => {
    const started = Date.now();
    const deadline = requestDeadline(60);
    const aborted = new Promise<number>((resolve) =>
      deadline.signal.addEventListener('abort', () => resolve(Date.now() - started)),
    );
    await sleep(20);
    expect(deadline.signal.aborted).toBe(false);
    expect(await aborted).toBeGreaterThanOrEqual(59);
    expect(deadline.signal.reason).toBeInstanceOf(DOMException);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('a released deadline never fires; the others sharing its timer still do', async () => {
    const released = requestDeadline(30);
    const kept = requestDeadline(30);
    released.release();
    released.release();
    await sleep(100);
    expect(released.signal.aborted).toBe(false);
    expect(kept.signal.aborted).toBe(true);
  });
});
