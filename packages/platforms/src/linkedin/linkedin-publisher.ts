import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** LinkedIn publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createLinkedInPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'linkedin',
    mediaRule: MEDIA_RULES.linkedin,
    textLimit: PLATFORM_TEXT_LIMITS.linkedin,
    publish() {
      return Promise.reject(
        new PlatformError('linkedin', 'unknown', 'Publishing to LinkedIn is not available yet'),
      );
    },
  };
}
