import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** YouTube publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createYouTubePublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'youtube',
    mediaRule: MEDIA_RULES.youtube,
    textLimit: PLATFORM_TEXT_LIMITS.youtube,
    publish() {
      return Promise.reject(
        new PlatformError('youtube', 'unknown', 'Publishing to YouTube is not available yet'),
      );
    },
  };
}
