import { NETWORK_FIGURES } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { goneWhenNotFound } from '../analytics/post-gone';
import { PlatformError } from '../platform-client';
import { LINKEDIN_READ_SOCIAL_SCOPE, readLinkedInCommentFigures } from './linkedin-comment-figures';
import { linkedInCall } from './linkedin-request';

/**
 * Member Post Statistics (LinkedIn's Community Management API): one query type per call, the
 * partner-gated r_member_postAnalytics permission, asked at connect only when the operator says
 * the app is approved (LINKEDIN_POST_ANALYTICS).
 */
export const LINKEDIN_POST_ANALYTICS_SCOPE = 'r_member_postAnalytics';

/** `metricType` is a Rest.li union (`{"com.linkedin…MetricTypeV1": "IMPRESSION"}`) or plain. */
const statisticsSchema = z.object({
  elements: z.array(
    z.object({
      count: z.number().nullish(),
      metricType: z.union([z.string(), z.record(z.string(), z.string())]).nullish(),
    }),
  ),
});

/**
 * LinkedIn member posts: `GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:{urn})
 * &queryType={type}&aggregation=TOTAL`, once per query type of the network's row (IMPRESSION,
 * REACTION, COMMENT, RESHARE), one after another. Our LinkedIn accounts are members (connecting
 * stores `urn:li:person:`, w_member_social), so organisation share statistics are not read. A
 * type answered with no element is not reported; a 404 is a post deleted there.
 */
export function createLinkedInFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'linkedin',
    scopes: [LINKEDIN_POST_ANALYTICS_SCOPE],
    async read(input) {
      const entity = restliEntity(input.platformPostId);
      const values: Record<string, number> = {};
      for (const { name: queryType } of NETWORK_FIGURES.linkedin) {
        const answer = await goneWhenNotFound(
          'linkedin',
          context.http.fetchJson(
            linkedInCall(input, {
              operation: 'the figures request',
              method: 'GET',
              url: `${context.hosts.linkedin.api}/rest/memberCreatorPostAnalytics`,
              rawQuery: `q=entity&entity=${entity}&queryType=${queryType}&aggregation=TOTAL`,
            }),
            statisticsSchema,
          ),
        );
        const element = answer.elements.find((candidate) => typeOf(candidate) === queryType);
        if (typeof element?.count === 'number') values[queryType] = element.count;
      }
      return rowFigures('linkedin', values);
    },
    readComment: (input) => readLinkedInCommentFigures(context, input),
    commentScopes: [LINKEDIN_READ_SOCIAL_SCOPE],
  };
}

/** The post as a Rest.li 2.0 union: `(share:urn%3Ali%3Ashare%3A…)` or `(ugc:urn%3Ali%3AugcPost%3A…)`. */
function restliEntity(urn: string): string {
  const kind = /^urn:li:(share|ugcPost):\d+$/.exec(urn)?.[1];
  if (kind === undefined) {
    throw new PlatformError(
      'linkedin',
      'unknown',
      `LinkedIn figures are read of share and ugcPost URNs, not ${urn}`,
    );
  }
  return `(${kind === 'share' ? 'share' : 'ugc'}:${encodeURIComponent(urn)})`;
}

function typeOf(element: z.output<typeof statisticsSchema>['elements'][number]): string | null {
  const { metricType } = element;
  if (typeof metricType === 'string') return metricType;
  return metricType ? (Object.values(metricType)[0] ?? null) : null;
}
