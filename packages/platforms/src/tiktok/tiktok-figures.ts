import { NETWORK_FIGURES } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresInput, FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { postGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { fetchPublishStatus } from './tiktok-publish-status';

/** Query Videos (Display API) reads a user's public videos with this scope, asked at connect. */
export const TIKTOK_VIDEO_LIST_SCOPE = 'video.list';

const videosSchema = z.object({
  data: z.object({
    // Int64 ids: accepted as strings or numbers, as in the publish status.
    videos: z.array(z.object({ id: z.union([z.string(), z.number()]) }).catchall(z.unknown())),
  }),
});

const PUBLIC_VIDEO_ID = /^\d+$/;

/**
 * TikTok Display API `POST /v2/video/query/?fields=id,view_count,like_count,comment_count,
 * share_count` with `{filters: {video_ids: [id]}}` (video.list). Publishing stores the public post
 * id TikTok names once the post is public (`publicaly_available_post_id`); while it named none, the
 * publish id stands in: the publish status is asked again (moderation may have made it public
 * since). A post with no public id (a private one) has no figures to read; a public video missing
 * from the answer was deleted there.
 */
export function createTikTokFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'tiktok',
    scopes: [TIKTOK_VIDEO_LIST_SCOPE],
    async read(input) {
      const videoId = await publicVideoId(context, input);
      const answer = await context.http.fetchJson(
        {
          platform: 'tiktok',
          operation: 'the figures request',
          method: 'POST',
          url: `${context.hosts.tiktok.api}/v2/video/query/`,
          query: { fields: ['id', ...NETWORK_FIGURES.tiktok.map((entry) => entry.name)].join(',') },
          json: { filters: { video_ids: [videoId] } },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        videosSchema,
      );
      const video = answer.data.videos.find((candidate) => String(candidate.id) === videoId);
      if (!video) throw postGone('tiktok');
      return rowFigures('tiktok', video);
    },
  };
}

/** The post's public video id: the stored one, or the one the publish status names now. */
async function publicVideoId(context: FiguresContext, input: FiguresInput): Promise<string> {
  if (PUBLIC_VIDEO_ID.test(input.platformPostId)) return input.platformPostId;
  const publishId = input.handles.publishId ?? input.platformPostId;
  const status = await fetchPublishStatus(context, input, publishId);
  if (status.state === 'complete' && status.postId !== null) return status.postId;
  throw new PlatformError(
    'tiktok',
    'invalid_content',
    'TikTok names no public video for this post (a private post has none): its figures cannot be read',
  );
}
