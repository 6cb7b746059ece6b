import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Facebook publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createFacebookPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'facebook',
    mediaRule: MEDIA_RULES.facebook,
    textLimit: PLATFORM_TEXT_LIMITS.facebook,
    publish() {
      return Promise.reject(
        new PlatformError('facebook', 'unknown', 'Publishing to Facebook is not available yet'),
      );
    },
  };
}
