import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Twitter publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createTwitterPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'twitter',
    mediaRule: MEDIA_RULES.twitter,
    textLimit: PLATFORM_TEXT_LIMITS.twitter,
    publish() {
      return Promise.reject(
        new PlatformError('twitter', 'unknown', 'Publishing to Twitter is not available yet'),
      );
    },
  };
}
