import { describe, expect, it } from 'vitest';
import { PLATFORM_FOLLOW_UPS, PLATFORMS } from '@fanout/shared';
import { sandboxHosts } from '../platform-hosts';
import { createPlatformPublishers } from './create-platform-publishers';

describe('follow-up publishers (ADR 0084)', () => {
  // No call is made: the publishers are only built.
  const publishers = createPlatformPublishers({
    hosts: sandboxHosts('http://127.0.0.1:9/sandbox'),
  });

  it.each([...PLATFORMS])(
    '%s publishes the follow-up PLATFORM_FOLLOW_UPS names, or none where it names none',
    (platform) => {
      const expected = PLATFORM_FOLLOW_UPS[platform];
      expect(publishers[platform].followUp?.kind ?? null).toBe(expected);
    },
  );
});
