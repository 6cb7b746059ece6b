import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { createContainerFlow, type ContainerApi } from '../facebook/graph-container-flow';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createThreadsReplies } from './threads-replies';

/**
 * Threads publishing (shared/reference/platform-apis.md §3, docs/platform-publishing/threads.md):
 * TEXT, IMAGE and VIDEO containers, or a CAROUSEL of item containers; Threads pulls each file from
 * its public URL. `threads_publish` is the irreversible call; reconcile reads the container status.
 * A thread's replies go through the same flow, each in reply to the one before (threads-replies.ts).
 */
export function createThreadsPublisher(context: PublisherContext): PlatformPublisher {
  const withText = (text: string): Record<string, string> => (text === '' ? {} : { text });
  const api: ContainerApi = {
    platform: 'threads',
    base: `${context.hosts.threads.graph}/v1.0`,
    containerEdge: 'threads',
    publishEdge: 'threads_publish',
    statusField: 'status',
    errorField: 'error_message',
    textField: 'text',
    single: (file, text) => ({ ...mediaParams(file), ...withText(text) }),
    item: (file) => ({ ...mediaParams(file), is_carousel_item: 'true' }),
    textOnly: (text) => ({ media_type: 'TEXT', text }),
    carousel: (children, text) => ({
      media_type: 'CAROUSEL',
      children: children.join(','),
      ...withText(text),
    }),
  };
  const flow = createContainerFlow(context, api);
  return {
    platform: 'threads',
    mediaRule: MEDIA_RULES.threads,
    textLimit: PLATFORM_TEXT_LIMITS.threads,
    publish: flow.publish,
    reconcile: flow.reconcile,
    followUp: createThreadsReplies(context, api),
  };
}

function mediaParams(file: PublishMediaFile): Record<string, string> {
  return file.kind === 'image'
    ? { media_type: 'IMAGE', image_url: file.publicUrl }
    : { media_type: 'VIDEO', video_url: file.publicUrl };
}
