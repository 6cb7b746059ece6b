import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Instagram publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createInstagramPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'instagram',
    mediaRule: MEDIA_RULES.instagram,
    textLimit: PLATFORM_TEXT_LIMITS.instagram,
    publish() {
      return Promise.reject(
        new PlatformError('instagram', 'unknown', 'Publishing to Instagram is not available yet'),
      );
    },
  };
}
