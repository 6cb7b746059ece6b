import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher, PublishInput, PublishMediaFile } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { publishYouTubeComment, reconcileYouTubeComment } from './youtube-comment';
import { videoMetadata } from './youtube-metadata';
import {
  querySession,
  startUploadSession,
  uploadChunks,
  type VideoResource,
} from './youtube-resumable-upload';

// Google wants chunks in multiples of 256 KiB; 8 MiB balances retries against request count.
const DEFAULT_CHUNK_BYTES = 32 * 256 * 1024;

/**
 * YouTube (shared/reference/platform-apis.md §5): one video through a resumable upload. The session
 * URL is saved (handle `uploadSession`) before any byte is sent; a later run asks the session what
 * it holds and sends only the rest. Reconcile asks the same session whether it completed. A first
 * comment is a top-level comment thread on the video (youtube-comment.ts).
 */
export function createYouTubePublisher(
  context: PublisherContext,
  options: { chunkBytes?: number } = {},
): PlatformPublisher {
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  if (chunkBytes % (256 * 1024) !== 0)
    throw new Error('YouTube chunks must be multiples of 256 KiB');

  return {
    platform: 'youtube',
    mediaRule: MEDIA_RULES.youtube,
    textLimit: PLATFORM_TEXT_LIMITS.youtube,

    async publish(input) {
      const video = onlyVideo(input);
      let session = input.handles.uploadSession;
      let from = 0;
      if (session === undefined) {
        session = await startUploadSession(context, input, video, videoMetadata(input));
        await input.saveHandle('uploadSession', session);
      } else {
        const state = await querySession(context, input, session, video.sizeBytes);
        if ('done' in state) return resultOf(state.done);
        from = state.next;
      }
      return resultOf(await uploadChunks(context, input, session, video, from, chunkBytes));
    },

    async reconcile(input) {
      const session = input.handles.uploadSession;
      const video = input.media.find((file) => file.kind === 'video');
      if (session === undefined || video === undefined) return null;
      const state = await querySession(context, input, session, video.sizeBytes);
      // Incomplete: no video exists; publishing again resumes from what the session holds.
      return 'done' in state ? resultOf(state.done) : null;
    },

    followUp: {
      kind: 'first_comment',
      publish: (input) => publishYouTubeComment(context, input),
      reconcile: (input) => reconcileYouTubeComment(context, input),
    },
  };
}

function onlyVideo(input: PublishInput): PublishMediaFile {
  const [video, ...rest] = input.media;
  if (video?.kind !== 'video' || rest.length > 0) {
    throw new PlatformError(
      'youtube',
      'invalid_content',
      'YouTube publishes exactly one video per post',
    );
  }
  return video;
}

function resultOf(video: VideoResource) {
  return { platformPostId: video.id, url: `https://www.youtube.com/watch?v=${video.id}` };
}
