import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { createContainerFlow } from '../facebook/graph-container-flow';
import { PlatformError } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher, PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createInstagramFirstComment } from './instagram-first-comment';

/**
 * Instagram publishing through Facebook Login (shared/reference/platform-apis.md §6,
 * docs/platform-publishing/instagram.md): an image container, a REELS container for a video, or
 * a CAROUSEL of item containers; Instagram pulls each file from its public URL. `media_publish`
 * is the irreversible call; reconcile reads the container status. A first comment:
 * instagram-first-comment.ts.
 */
export function createInstagramPublisher(context: PublisherContext): PlatformPublisher {
  const withCaption = (text: string): Record<string, string> =>
    text === '' ? {} : { caption: text };
  const flow = createContainerFlow(context, {
    platform: 'instagram',
    base: `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`,
    containerEdge: 'media',
    publishEdge: 'media_publish',
    statusField: 'status_code',
    errorField: 'status',
    textField: 'caption',
    single: (file, text) => ({
      ...(file.kind === 'image'
        ? { image_url: file.publicUrl }
        : { media_type: 'REELS', video_url: file.publicUrl }),
      ...withCaption(text),
    }),
    item: (file) => ({
      ...(file.kind === 'image'
        ? { image_url: file.publicUrl }
        : { media_type: 'VIDEO', video_url: file.publicUrl }),
      is_carousel_item: 'true',
    }),
    textOnly: () => {
      throw new PlatformError(
        'instagram',
        'invalid_content',
        'Instagram needs an image or a video: it cannot publish text alone',
      );
    },
    carousel: (children, text) => ({
      media_type: 'CAROUSEL',
      children: children.join(','),
      ...withCaption(text),
    }),
  });
  return {
    platform: 'instagram',
    mediaRule: MEDIA_RULES.instagram,
    textLimit: PLATFORM_TEXT_LIMITS.instagram,
    publish: (input: PublishInput) => flow.publish(input),
    reconcile: (input: PublishInput) => flow.reconcile(input),
    followUp: createInstagramFirstComment(context),
  };
}
