import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';
import { createInProcessDriver } from './in-process-driver';
import { createJobRegistry } from './job-registry';
import { retryDelayMs } from './retry-delay';
import { describeJobDriverContract } from './testing/job-driver-contract';

describeJobDriverContract('in-process', async (events) => ({
  driver: createInProcessDriver(events),
}));

describe('the job registry', () => {
  it('refuses registering the same job twice', () => {
    const publish = defineJob({ name: 'publishing.publish-target', payload: z.object({}) });
    const registry = createJobRegistry(createInProcessDriver());
    registry.register(publish, async () => undefined);
    expect(() => registry.register(publish, async () => undefined)).toThrow(/registered twice/);
  });
});

describe('retryDelayMs', () => {
  it('grows exponentially with jitter and a cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 1)).toBe(1000);
    expect(retryDelayMs(3, () => 1)).toBe(4000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
  });
});
