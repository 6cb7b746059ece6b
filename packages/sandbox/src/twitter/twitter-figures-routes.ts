import type { FastifyInstance } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import {
  API,
  LIMITS,
  RATE_LIMITED,
  sendInvalid,
  sendProblem,
  type TwitterPublishKit,
} from './twitter-publish-kit';

const POST_ID = /^\d{1,19}$/;
/** GetPostsByIdsResponse's errors: a post that is not there (deleted, or never was). */
const NOT_FOUND = 'https://api.x.com/2/problems/resource-not-found';

const REFUSALS: FiguresRefusalAnswers = {
  expired: (reply) => sendProblem(reply, 401, 'Unauthorized', 'Unauthorized'),
  scope: (reply) => sendProblem(reply, 403, 'Forbidden', 'The token lacks the tweet.read scope.'),
  rateLimit(reply, retryAfterSeconds) {
    reply.header('x-rate-limit-limit', String(LIMITS.reads));
    reply.header('x-rate-limit-remaining', '0');
    reply.header('x-rate-limit-reset', String(Math.ceil(Date.now() / 1000) + retryAfterSeconds));
    return sendProblem(reply, 429, 'Too Many Requests', 'Too Many Requests', RATE_LIMITED);
  },
};

/**
 * `GET /2/tweets?ids=…&post.fields=public_metrics` (getPostsByIds in X's OpenAPI document): the
 * posts asked for, each with its `public_metrics` (PostPublicMetrics) when asked; an id the
 * sandbox does not hold comes back among `errors` as X's resource-not-found problem, beside the
 * others. Counts in the reads window of the token's user.
 */
export function registerTwitterFiguresRoute(app: FastifyInstance, kit: TwitterPublishKit): void {
  const { ctx, publishing, requireToken, userIdOf, countCall } = kit;
  app.get(`${API}/tweets`, async (request, reply) => {
    const live = requireToken(request, reply);
    if (!live.ok) return live.reply;
    const { account } = live.token.grant;
    // A refusal of one post (refusePost) applies to a read naming it first.
    const first = field(request.query, 'ids')?.split(',')[0];
    const refused = sendFiguresRefusal(ctx, 'twitter', account, reply, REFUSALS, first);
    if (refused) return refused;
    const auth = requireToken(request, reply, ['tweet.read', 'users.read']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    countCall(reply, 'reads', userIdOf(account));
    const ids = (field(request.query, 'ids') ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0 || ids.length > 100 || !ids.every((id) => POST_ID.test(id))) {
      return sendInvalid(reply, 'ids', ids.join(','), 'ids must be 1 to 100 post ids.');
    }
    const fields = (field(request.query, 'post.fields') ?? '').split(',');
    const data: Record<string, unknown>[] = [];
    const errors: Record<string, unknown>[] = [];
    for (const id of ids) {
      const post = figuresPost(publishing, 'twitter', id);
      if (!post) {
        errors.push({
          value: id,
          detail: `Could not find post with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'post',
          parameter: 'ids',
          resource_id: id,
          type: NOT_FOUND,
        });
        continue;
      }
      data.push({
        id: post.id,
        text: post.text,
        edit_history_tweet_ids: [post.id],
        ...(fields.includes('public_metrics')
          ? { public_metrics: ctx.controller.figures.of(post) }
          : {}),
      });
    }
    return {
      ...(data.length > 0 ? { data } : {}),
      ...(errors.length > 0 ? { errors } : {}),
    };
  });
}
