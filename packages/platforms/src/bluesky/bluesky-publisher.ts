import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Bluesky publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createBlueskyPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'bluesky',
    mediaRule: MEDIA_RULES.bluesky,
    textLimit: PLATFORM_TEXT_LIMITS.bluesky,
    publish() {
      return Promise.reject(
        new PlatformError('bluesky', 'unknown', 'Publishing to Bluesky is not available yet'),
      );
    },
  };
}
