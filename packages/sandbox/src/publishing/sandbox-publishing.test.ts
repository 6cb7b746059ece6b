import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxPublishing } from './sandbox-publishing';

describe('sandbox publishing faults', () => {
  afterEach(() => vi.useRealTimers());

  it('clears a standing fault with forMs once that time has passed (an outage, a throttle)', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const publishing = new SandboxPublishing();
    publishing.setFault('linkedin', { kind: 'rate_limit', forMs: 30_000 });
    publishing.setFault('twitter', { kind: 'transient' });
    expect(publishing.take('linkedin')?.kind).toBe('rate_limit');
    vi.setSystemTime(1_029_999);
    expect(publishing.faultOf('linkedin')?.kind).toBe('rate_limit');
    vi.setSystemTime(1_030_000);
    expect(publishing.take('linkedin')).toBeUndefined();
    expect(publishing.faultOf('linkedin')).toBeNull();
    // Without forMs a fault stands until cleared; queued ones still come first.
    publishing.failNext('twitter', { kind: 'refuse' });
    expect(publishing.take('twitter')?.kind).toBe('refuse');
    expect(publishing.take('twitter')?.kind).toBe('transient');
  });
});
