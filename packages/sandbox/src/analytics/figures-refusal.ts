import type { Platform } from '@fanout/shared';
import type { FastifyReply } from 'fastify';
import type { SandboxPost, SandboxPublishing } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';

/** How one network words the refusals of FiguresRefusal (sandbox-figures.ts). */
export interface FiguresRefusalAnswers {
  /** Its answer to an expired or revoked token. */
  expired(reply: FastifyReply): FastifyReply;
  /** Its answer to a live token without the scope the figures need. */
  scope(reply: FastifyReply): FastifyReply;
  /** Its answer to an account over its limit, with its own retry header. */
  rateLimit(reply: FastifyReply, retryAfterSeconds: number): FastifyReply;
}

/**
 * The refusal a tester set for this read (the post's, the account's, else the network's), sent in the
 * network's words; undefined when the read goes ahead. Called by every figures route right after
 * the token is found live, before its own scope checks.
 */
export function sendFiguresRefusal(
  ctx: SandboxContext,
  platform: Platform,
  account: string,
  reply: FastifyReply,
  answers: FiguresRefusalAnswers,
  postId?: string,
): FastifyReply | undefined {
  const refusal = ctx.controller.figures.refusalFor(platform, account, postId);
  if (refusal?.kind === 'expired') return answers.expired(reply);
  if (refusal?.kind === 'scope') return answers.scope(reply);
  if (refusal?.kind === 'rate_limit') return answers.rateLimit(reply, refusal.retryAfterSeconds);
  return undefined;
}

/**
 * A post whose figures can be read: one the network holds, not a comment (no network reports a
 * comment's figures among its posts'), and, when `owner` is given, made by that account.
 */
export function figuresPost(
  publishing: SandboxPublishing,
  platform: Platform,
  id: string,
  owner?: string,
): SandboxPost | undefined {
  const post = publishing.find(platform, id);
  if (!post || post.comment === true) return undefined;
  return owner === undefined || post.account === owner ? post : undefined;
}
