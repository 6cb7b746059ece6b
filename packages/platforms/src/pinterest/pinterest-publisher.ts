import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Pinterest publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createPinterestPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'pinterest',
    mediaRule: MEDIA_RULES.pinterest,
    textLimit: PLATFORM_TEXT_LIMITS.pinterest,
    publish() {
      return Promise.reject(
        new PlatformError('pinterest', 'unknown', 'Publishing to Pinterest is not available yet'),
      );
    },
  };
}
