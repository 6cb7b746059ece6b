import type { FastifyInstance } from 'fastify';
import { sendFiguresRefusal } from '../analytics/figures-refusal';
import { publishingStep } from '../publishing/sandbox-publishing';
import { LINKEDIN_FIGURES_REFUSALS } from './linkedin-figures-routes';
import { REST, sendLinkedInError, type LinkedInPublishKit } from './linkedin-publish-kit';

/**
 * Retrieve a Summary of Social Actions (`GET /rest/socialActions/{URN}`, the URN one encoded path
 * segment), for a comment the sandbox holds: its likes and comments summaries, the counts being
 * the comment's figures (sandboxCommentFigures, or a tester's override; a name an override
 * removed is left out of its summary, to let a test see "not reported"). Reading social actions as a member takes
 * r_member_social. Posts' summaries are not simulated: anything but a held comment is a 404.
 */
export function registerLinkedInSocialActionsRoute(
  app: FastifyInstance,
  kit: LinkedInPublishKit,
): void {
  const { ctx, publishing, requireToken } = kit;
  app.get<{ Params: { target: string } }>(
    `${REST}/socialActions/:target`,
    async (request, reply) => {
      const live = requireToken(request, reply);
      if (!live.ok) return live.reply;
      const { account } = live.token.grant;
      const refused = sendFiguresRefusal(
        ctx,
        'linkedin',
        account,
        reply,
        LINKEDIN_FIGURES_REFUSALS,
        request.params.target,
      );
      if (refused) return refused;
      const member = kit.member(request, reply, 'r_member_social');
      if (typeof member !== 'string') return member;
      await publishingStep(publishing);
      const { target } = request.params;
      const comment = publishing.find('linkedin', target);
      if (!comment?.comment) {
        return sendLinkedInError(reply, 404, 'NOT_FOUND', `Not Found: ${target}`);
      }
      const figures = ctx.controller.figures.of(comment);
      const likes = figures.totalLikes;
      const comments = figures.aggregatedTotalComments;
      return {
        $URN: `urn:li:socialActivityCounts:${target}`,
        target,
        likesSummary: {
          selectedLikes: [],
          likedByCurrentUser: false,
          ...(likes === undefined ? {} : { aggregatedTotalLikes: likes, totalLikes: likes }),
        },
        commentsSummary: {
          selectedComments: [],
          commentsState: 'OPEN',
          ...(comments === undefined
            ? {}
            : { totalFirstLevelComments: comments, aggregatedTotalComments: comments }),
        },
      };
    },
  );
}
