import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import { networkOptions } from '../publish/network-options-of';
import type { PlatformPublisher, PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { uploadTwitterMedia, X_CHUNK_BYTES } from './twitter-media-upload';
import { twitterPostUrl } from './twitter-post-url';
import { reconcileReply, reconcileTweet, TWEET_ATTEMPT_HANDLE } from './twitter-reconcile';

const createdPost = z.object({ data: z.object({ id: z.string().min(1) }) });

/**
 * X API v2 publishing (platform-apis.md §2): uploads each media file (media upload v2), then
 * `POST /2/tweets` with the media ids — the irreversible call. A lost answer is reconciled by
 * reading back the user's recent posts. A thread's replies are posts in reply to the one before.
 */
export function createTwitterPublisher(
  context: PublisherContext,
  options: { chunkBytes?: number } = {},
): PlatformPublisher {
  const chunkBytes = options.chunkBytes ?? X_CHUNK_BYTES;

  async function publish(input: PublishInput) {
    const gifsOrVideos = input.media.filter(
      (file) => file.kind === 'video' || file.mimeType === 'image/gif',
    );
    if (input.media.length > 4 || (gifsOrVideos.length > 0 && input.media.length > 1)) {
      throw new PlatformError(
        'twitter',
        'invalid_content',
        'X takes up to 4 images, or one GIF or video, per post',
      );
    }
    const mediaIds: string[] = [];
    for (const [index, file] of input.media.entries()) {
      mediaIds.push(await uploadTwitterMedia(context, input, file, index, chunkBytes));
    }

    // Who may reply: X's enum has no "everyone", its default when reply_settings is absent.
    const { replySettings } = networkOptions(input, 'twitter');
    await input.markIrreversible({ [TWEET_ATTEMPT_HANDLE]: context.now().toISOString() });
    const answer = await context.http.fetchJson(
      {
        platform: 'twitter',
        operation: 'the post',
        method: 'POST',
        url: `${context.hosts.twitter.api}/2/tweets`,
        json: {
          text: input.text,
          ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}),
          ...(replySettings === 'everyone' ? {} : { reply_settings: replySettings }),
        },
        auth: bearer(input.account.accessToken),
        rateLimits: input.rateLimits,
      },
      createdPost,
    );
    return {
      platformPostId: answer.data.id,
      url: twitterPostUrl(input.account.username, answer.data.id),
    };
  }

  return {
    platform: 'twitter',
    mediaRule: MEDIA_RULES.twitter,
    textLimit: PLATFORM_TEXT_LIMITS.twitter,
    publish,
    reconcile: (input) => reconcileTweet(context, input),
    followUp: {
      kind: 'thread',
      // A reply is a post with `reply.in_reply_to_tweet_id` (ADR 0084); its lost answer is found
      // among the account's replies by its text and parent.
      async publish(input) {
        await input.markIrreversible({ [TWEET_ATTEMPT_HANDLE]: context.now().toISOString() });
        const answer = await context.http.fetchJson(
          {
            platform: 'twitter',
            operation: 'the reply',
            method: 'POST',
            url: `${context.hosts.twitter.api}/2/tweets`,
            json: {
              text: input.text,
              reply: { in_reply_to_tweet_id: input.parent.platformPostId },
            },
            auth: bearer(input.account.accessToken),
            rateLimits: input.rateLimits,
          },
          createdPost,
        );
        return {
          platformPostId: answer.data.id,
          url: twitterPostUrl(input.account.username, answer.data.id),
          handles: {},
        };
      },
      reconcile: (input) => reconcileReply(context, input),
    },
    // Media uploads and the post both go to the API's origin: the run's first call takes it.
    expectCall: (at) => context.warm?.expect(context.hosts.twitter.api, at),
  };
}
