import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** TikTok publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createTikTokPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'tiktok',
    mediaRule: MEDIA_RULES.tiktok,
    textLimit: PLATFORM_TEXT_LIMITS.tiktok,
    publish() {
      return Promise.reject(
        new PlatformError('tiktok', 'unknown', 'Publishing to TikTok is not available yet'),
      );
    },
  };
}
