import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Threads publishing (shared/reference/platform-apis.md). Not built yet: refuses with a clear message. */
export function createThreadsPublisher(_context: PublisherContext): PlatformPublisher {
  return {
    platform: 'threads',
    mediaRule: MEDIA_RULES.threads,
    textLimit: PLATFORM_TEXT_LIMITS.threads,
    publish() {
      return Promise.reject(
        new PlatformError('threads', 'unknown', 'Publishing to Threads is not available yet'),
      );
    },
  };
}
