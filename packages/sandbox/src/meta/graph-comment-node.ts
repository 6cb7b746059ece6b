import { networkFigureRow } from '@fanout/shared';
import type { FastifyReply } from 'fastify';
import { sendFiguresRefusal } from '../analytics/figures-refusal';
import { identityOf } from '../identity/account-identity';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxToken } from '../store/sandbox-store';
import { pickGraphFields, sendGraphTokenError } from './graph-api';
import { graphTimestamp, metaFaultAnswers, sendGraphError } from './meta-publish-answers';

/** What reading a comment takes: a Page's (Page token), an Instagram account's (its token). */
const READ_SCOPES = {
  facebook: ['pages_read_engagement'],
  instagram: ['instagram_basic', 'instagram_manage_comments'],
} as const;

const permissionError = (reply: FastifyReply) =>
  sendGraphError(reply, 403, {
    message: '(#10) Application does not have permission for this action',
    code: 10,
  });

/**
 * `GET /{comment-id}` on Meta's Graph host for a comment the sandbox holds on the caller's post:
 * a Page post's Comment node (`message`, `created_time`, `from`, `like_count`, `comment_count`) or
 * an IG Comment (`text`, `timestamp`, `username`, `like_count`; its replies are an edge, not a
 * count). Its figures are the comment's own (sandboxCommentFigures, or a tester's override): a
 * figure field asked meets the refusals a tester set, as a post's figures do.
 */
export function graphCommentNode(
  ctx: SandboxContext,
  reply: FastifyReply,
  token: SandboxToken,
  comment: SandboxPost,
  fields: string | undefined,
): FastifyReply | Record<string, unknown> {
  const platform = comment.platform === 'instagram' ? 'instagram' : 'facebook';
  const figureNames = networkFigureRow(platform, 'comment').map((entry) => entry.name);
  const asksFigures =
    fields !== undefined && figureNames.some((name) => fields.split(',').includes(name));
  if (asksFigures) {
    const refused = sendFiguresRefusal(
      ctx,
      platform,
      token.grant.account,
      reply,
      {
        expired: (answer) => sendGraphTokenError(answer, 'expired'),
        scope: permissionError,
        rateLimit: (answer, seconds) =>
          metaFaultAnswers(platform, comment.account).rateLimit(answer, seconds),
      },
      comment.id,
    );
    if (refused) return refused;
  }
  if (!READ_SCOPES[platform].every((scope) => token.grant.scopes.includes(scope))) {
    return permissionError(reply);
  }
  const figures = ctx.controller.figures.of(comment);
  const node =
    platform === 'facebook'
      ? {
          id: comment.id,
          message: comment.text,
          created_time: graphTimestamp(comment.createdAt),
          from: { id: comment.account },
          permalink_url: comment.url,
          ...figures,
        }
      : {
          id: comment.id,
          text: comment.text,
          timestamp: graphTimestamp(comment.createdAt),
          username: identityOf(token.grant.account).username,
          media: { id: comment.replyTo },
          hidden: false,
          ...figures,
        };
  const defaults =
    platform === 'facebook'
      ? ['id', 'message', 'created_time', 'from']
      : ['id', 'text', 'timestamp'];
  return pickGraphFields(node, fields, defaults);
}
