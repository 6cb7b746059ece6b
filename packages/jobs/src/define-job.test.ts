import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, parseJobPayload } from './define-job';

const publishTarget = defineJob({
  name: 'publishing.publish-target',
  payload: z.object({ targetId: z.uuid() }),
});

describe('job definitions', () => {
  it('parses a valid payload', () => {
    const targetId = '4f8c6a52-2f55-4b8b-9c61-0e7f4f0d3c11';
    expect(parseJobPayload(publishTarget, { targetId })).toEqual({ targetId });
  });

  it('refuses an invalid payload, naming the job and the field', () => {
    expect(() => parseJobPayload(publishTarget, { targetId: 'x' })).toThrow(
      /Invalid payload for job publishing\.publish-target: targetId:/,
    );
  });
});
