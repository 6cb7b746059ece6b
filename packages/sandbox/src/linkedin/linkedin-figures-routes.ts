import { NETWORK_FIGURES } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { FAULTS, REST, sendLinkedInError, type LinkedInPublishKit } from './linkedin-publish-kit';

const QUERY_TYPES = ['IMPRESSION', 'MEMBERS_REACHED', 'RESHARE', 'REACTION', 'COMMENT'];
const METRIC_TYPE =
  'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1';
/** The union as it must arrive: Rest.li syntax with the URN's reserved characters encoded. */
const ENTITY = /(?:^|&)entity=\((share|ugc):(urn%3Ali%3A(?:share|ugcPost)%3A\d+)\)(?:&|$)/;

export const LINKEDIN_FIGURES_REFUSALS: FiguresRefusalAnswers = {
  expired: (reply) =>
    sendLinkedInError(
      reply,
      401,
      'EXPIRED_ACCESS_TOKEN',
      'The token used in the request has expired',
    ),
  scope: (reply) =>
    sendLinkedInError(
      reply,
      403,
      'ACCESS_DENIED',
      'Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity.20240501',
    ),
  rateLimit: (reply, seconds) => FAULTS.rateLimit(reply, seconds),
};

/**
 * Member Post Statistics: `GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:{urn})
 * &queryType=…&aggregation=TOTAL` with r_member_postAnalytics, for the member's own posts: one
 * element with the query type's count, none for a type outside the network's row (MEMBERS_REACHED)
 * or left out by an override; 404 for a post LinkedIn does not hold. The entity must be sent in
 * Rest.li syntax (its parentheses and colon unencoded), as LinkedIn parses it.
 */
export function registerLinkedInFiguresRoute(app: FastifyInstance, kit: LinkedInPublishKit): void {
  const { ctx, publishing, requireToken } = kit;
  app.get(`${REST}/memberCreatorPostAnalytics`, async (request, reply) => {
    const live = requireToken(request, reply);
    if (!live.ok) return live.reply;
    const refused = sendFiguresRefusal(
      ctx,
      'linkedin',
      live.token.grant.account,
      reply,
      LINKEDIN_FIGURES_REFUSALS,
    );
    if (refused) return refused;
    const member = kit.member(request, reply, 'r_member_postAnalytics');
    if (typeof member !== 'string') return member;
    await publishingStep(publishing);
    const invalid = (message: string) => sendLinkedInError(reply, 400, 'ILLEGAL_ARGUMENT', message);
    if (field(request.query, 'q') !== 'entity') return invalid('Unsupported finder: use q=entity');
    const queryType = field(request.query, 'queryType') ?? '';
    if (!QUERY_TYPES.includes(queryType)) return invalid(`Invalid queryType: ${queryType}`);
    if (field(request.query, 'aggregation') !== 'TOTAL') {
      return invalid('The sandbox answers aggregation=TOTAL only');
    }
    const entity = ENTITY.exec(request.url.split('?')[1] ?? '');
    if (!entity?.[2]) {
      return invalid('entity must be (share:{urn}) or (ugc:{urn}) in Rest.li 2.0 syntax');
    }
    const urn = decodeURIComponent(entity[2]);
    const post = figuresPost(publishing, 'linkedin', urn);
    if (!post) return sendLinkedInError(reply, 404, 'NOT_FOUND', `Not Found: ${urn}`);
    if (post.account !== member) {
      return sendLinkedInError(
        reply,
        403,
        'ACCESS_DENIED',
        `Not enough permissions to access: ${urn}`,
      );
    }
    const inRow = NETWORK_FIGURES.linkedin.some((entry) => entry.name === queryType);
    const count = inRow ? ctx.controller.figures.of(post)[queryType] : undefined;
    return {
      paging: { start: 0, count: 10, links: [] },
      elements:
        count === undefined
          ? []
          : [
              {
                targetEntity: { [entity[1] === 'share' ? 'share' : 'ugcPost']: urn },
                metricType: { [METRIC_TYPE]: queryType },
                count,
              },
            ],
    };
  });
}
