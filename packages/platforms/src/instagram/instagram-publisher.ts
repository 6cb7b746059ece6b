import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { createContainerFlow } from '../facebook/graph-container-flow';
import { PlatformError } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { MEDIA_RULES } from '../publish/media-rules';
import { networkOptions } from '../publish/network-options-of';
import type { PlatformPublisher, PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createInstagramFirstComment } from './instagram-first-comment';

/**
 * Instagram publishing through Facebook Login (shared/reference/platform-apis.md §6,
 * docs/platform-publishing/instagram.md): an image container, a REELS container for a video, or
 * a CAROUSEL of item containers; Instagram pulls each file from its public URL. `media_publish`
 * is the irreversible call; reconcile reads the container status. A first comment:
 * instagram-first-comment.ts.
 *
 * A single video is a Reel either way (Instagram publishes feed videos as REELS since 2023): the
 * variant's `format` says where it shows — `feed` (the default) in the feed and on the profile
 * grid as well as in Reels (`share_to_feed=true`), `reel` in the Reels tab only
 * (`share_to_feed=false`). A `reel` of anything but one video is refused before any call.
 */
export function createInstagramPublisher(context: PublisherContext): PlatformPublisher {
  const flows = {
    feed: instagramFlow(context, 'true'),
    reel: instagramFlow(context, 'false'),
  };
  const flowOf = (input: PublishInput) => flows[networkOptions(input, 'instagram').format];
  return {
    platform: 'instagram',
    mediaRule: MEDIA_RULES.instagram,
    textLimit: PLATFORM_TEXT_LIMITS.instagram,
    async publish(input: PublishInput) {
      if (networkOptions(input, 'instagram').format === 'reel') onlyVideo(input.media);
      return flowOf(input).publish(input);
    },
    reconcile: (input: PublishInput) => flowOf(input).reconcile(input),
    followUp: createInstagramFirstComment(context),
  };
}

function onlyVideo(media: readonly PublishMediaFile[]): void {
  if (media.length !== 1 || media[0]?.kind !== 'video') {
    throw new PlatformError(
      'instagram',
      'invalid_content',
      'An Instagram Reel is exactly one video: post the images in the feed instead',
    );
  }
}

/** The container flow whose single video is a Reel shared to the feed or not. */
function instagramFlow(context: PublisherContext, shareToFeed: 'true' | 'false') {
  const withCaption = (text: string): Record<string, string> =>
    text === '' ? {} : { caption: text };
  return createContainerFlow(context, {
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
        : { media_type: 'REELS', video_url: file.publicUrl, share_to_feed: shareToFeed }),
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
}
