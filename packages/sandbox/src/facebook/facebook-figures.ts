import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { field } from '../http/request-fields';
import { sendGraphTokenError, type GraphField } from '../meta/graph-api';
import { insightMetrics, insightsAnswer } from '../meta/graph-insights';
import { metaFaultAnswers, sendGraphError, sendUnknownObject } from '../meta/meta-publish-answers';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxToken } from '../store/sandbox-store';

/** Page post insights the sandbox answers: views (Meta retired `post_impressions` in 2025). */
const METRICS = ['post_media_view'];
/** The post's own fields that carry its figures (`reactions.summary(total_count).limit(0)`, …). */
const FIGURE_FIELDS = new Set(['reactions', 'comments', 'shares']);

const permissionError = (scope: string) => (reply: FastifyReply) =>
  sendGraphError(reply, 403, {
    message: `(#10) This endpoint requires the '${scope}' permission`,
    code: 10,
  });

function refusals(pageId: string, scope: string): FiguresRefusalAnswers {
  return {
    expired: (reply) => sendGraphTokenError(reply, 'expired'),
    scope: permissionError(scope),
    rateLimit: (reply, seconds) => metaFaultAnswers('facebook', pageId).rateLimit(reply, seconds),
  };
}

/**
 * Page post insights (`GET /{post-id}/insights?metric=post_media_view`) with a Page token holding
 * read_insights and pages_read_engagement, for the Page's own posts: lifetime values.
 */
export function facebookInsights(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  token: SandboxToken,
): FastifyReply | Record<string, unknown> {
  if (token.variant !== 'page' || token.subject === null) {
    return sendGraphError(reply, 403, {
      message: '(#200) This call requires a Page access token',
      code: 200,
    });
  }
  const pageId = token.subject;
  const refused = sendFiguresRefusal(
    ctx,
    'facebook',
    token.grant.account,
    reply,
    refusals(pageId, 'read_insights'),
  );
  if (refused) return refused;
  for (const scope of ['read_insights', 'pages_read_engagement']) {
    if (!token.grant.scopes.includes(scope)) return permissionError(scope)(reply);
  }
  const post = figuresPost(ctx.controller.publishing, 'facebook', request.params.id, pageId);
  if (!post) return sendUnknownObject(reply, request.params.id);
  const metrics = insightMetrics(reply, field(request.query, 'metric'), METRICS);
  if (!Array.isArray(metrics)) return metrics;
  return insightsAnswer('facebook', post.id, metrics, ctx.controller.figures.of(post));
}

/**
 * A Page post's figure fields when `fields` asks for any (`reactions.summary(total_count)
 * .limit(0)`, `comments.summary(total_count).limit(0)`, `shares`), with pages_read_engagement:
 * the edges' summaries with no items, and `shares` as Graph gives it — absent when nobody shared.
 * None when no figure field is asked; the reply sent when the read is refused.
 */
export function facebookFigureFields(
  ctx: SandboxContext,
  reply: FastifyReply,
  token: SandboxToken,
  post: SandboxPost,
  fields: readonly GraphField[],
): { ok: true; fields: Record<string, unknown> } | { ok: false; reply: FastifyReply } {
  const asked = fields.filter((entry) => FIGURE_FIELDS.has(entry.name));
  if (asked.length === 0) return { ok: true, fields: {} };
  const { account, scopes } = token.grant;
  const answers = refusals(post.account, 'pages_read_engagement');
  const refused = sendFiguresRefusal(ctx, 'facebook', account, reply, answers);
  if (refused) return { ok: false, reply: refused };
  if (!scopes.includes('pages_read_engagement')) return { ok: false, reply: answers.scope(reply) };
  const values = ctx.controller.figures.of(post);
  const node: Record<string, unknown> = {};
  for (const { name, modifiers } of asked) {
    const count = values[name];
    if (count === undefined) continue;
    if (name === 'shares') {
      if (count > 0) node.shares = { count };
      continue;
    }
    const summary =
      name === 'reactions'
        ? { total_count: count, viewer_reaction: 'NONE' }
        : { order: 'ranked', total_count: count, can_comment: true };
    node[name] = { data: [], ...('summary' in modifiers ? { summary } : {}) };
  }
  return { ok: true, fields: node };
}
