import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { postGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';
import { readYouTubeCommentFigures } from './youtube-comment-figures';

/**
 * videos.list reads with youtube.readonly or youtube.force-ssl (youtube.upload, publishing's own,
 * reads nothing). Connecting has asked for both since before analytics (the channel read, first
 * comments), so no YouTube account lacks them for its figures: the reader names no scope of its
 * own (listing readonly would send a channel that granted force-ssl alone to reconnect for
 * nothing; one that granted neither meets Google's 403 insufficientPermissions: auth).
 */
export const YOUTUBE_READ_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

const videosSchema = z.object({
  items: z
    .array(z.object({ id: z.string(), statistics: z.record(z.string(), z.unknown()).nullish() }))
    .nullish(),
});

/**
 * YouTube Data API v3 `videos.list?part=statistics&id={video id}`: VideoStatistics' viewCount,
 * likeCount and commentCount, which the discovery document types as uint64 strings (parsed here).
 * A count the owner hid (likes) is absent: not reported. A deleted video is missing from `items`.
 */
export function createYouTubeFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'youtube',
    scopes: [],
    async read(input) {
      const answer = await context.http.fetchJson(
        {
          platform: 'youtube',
          operation: 'the figures request',
          method: 'GET',
          url: `${context.hosts.youtube.api}/youtube/v3/videos`,
          query: { part: 'statistics', id: input.platformPostId },
          auth: bearer(input.account.accessToken),
          rateLimits: input.rateLimits,
        },
        videosSchema,
      );
      const video = answer.items?.find((item) => item.id === input.platformPostId);
      if (!video) throw postGone('youtube');
      return rowFigures('youtube', video.statistics ?? {});
    },
    readComment: (input) => readYouTubeCommentFigures(context, input),
  };
}
