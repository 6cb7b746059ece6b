import { NETWORK_FIGURES } from '@fanout/shared';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { readGraphCommentFigures } from '../facebook/graph-comment-figures';
import { readGraphInsights } from '../facebook/graph-insights';
import { META_GRAPH_VERSION } from '../platform-hosts';

/** Reading a media's insights (Instagram API with Facebook Login), asked at connect. */
export const INSTAGRAM_INSIGHTS_SCOPE = 'instagram_manage_insights';

/**
 * Instagram media insights: `GET /{ig-media-id}/insights?metric=views,reach,likes,comments,
 * saved,shares` with the user token (instagram_manage_insights beside pages_read_engagement,
 * which connecting asks already). `views` replaced `impressions` (retired by Meta in 2025).
 */
export function createInstagramFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'instagram',
    scopes: [INSTAGRAM_INSIGHTS_SCOPE],
    read: (input) =>
      readGraphInsights(context, input, {
        platform: 'instagram',
        base: `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`,
        metrics: NETWORK_FIGURES.instagram.map((entry) => entry.name),
      }),
    readComment: (input) => readGraphCommentFigures(context, input, 'instagram'),
  };
}
