import { describe, expect, it } from 'vitest';
import { PLATFORM_FOLLOW_UPS, PLATFORMS, type Platform } from '@fanout/shared';
import { sandboxHosts } from '../platform-hosts';
import { createPlatformPublishers } from './create-platform-publishers';

/**
 * Networks whose table entry names a follow-up their adapter does not publish yet: their first
 * comments are being written beside this work. Each must still lack a `followUp` (so this list
 * cannot outlive them); empty it as each lands.
 */
const NOT_YET: ReadonlySet<Platform> = new Set(['linkedin', 'youtube']);

// Together the two tables below cover every network of PLATFORMS.
describe('follow-up publishers (ADR 0084)', () => {
  // No call is made: the publishers are only built.
  const publishers = createPlatformPublishers({
    hosts: sandboxHosts('http://127.0.0.1:9/sandbox'),
  });

  it.each(PLATFORMS.filter((platform) => !NOT_YET.has(platform)))(
    '%s publishes the follow-up PLATFORM_FOLLOW_UPS names, or none where it names none',
    (platform) => {
      const expected = PLATFORM_FOLLOW_UPS[platform];
      expect(publishers[platform].followUp?.kind ?? null).toBe(expected);
    },
  );

  it.each([...NOT_YET])(
    '%s is not done yet: it names a follow-up and has no followUp',
    (platform) => {
      expect(PLATFORM_FOLLOW_UPS[platform]).not.toBeNull();
      expect(publishers[platform].followUp).toBeUndefined();
    },
  );
});
