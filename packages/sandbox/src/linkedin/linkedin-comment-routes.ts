import { randomInt } from 'node:crypto';
import { FIRST_COMMENT_LIMITS } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { field } from '../http/request-fields';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  linkedInBodyRefusal,
  REST,
  sendLinkedInError as sendError,
  type LinkedInPublishKit,
} from './linkedin-publish-kit';

const COMMENTS = `${REST}/socialActions/:target/comments`;

type Target = { Params: { target: string } };

/**
 * The Comments API (Community Management, `socialActions/{shareUrn|ugcPostUrn}/comments`):
 * Create a Comment — scope `w_member_social`, answered 201 with the comment (its `commentUrn`) and
 * its id in `x-restli-id` — and Get Comments, which like reading posts takes `r_member_social`.
 * Comments on comments (`parentComment`) and on posts the sandbox does not hold are not simulated.
 */
export function registerLinkedInCommentRoutes(app: FastifyInstance, kit: LinkedInPublishKit): void {
  app.post<Target>(COMMENTS, (request, reply) => createComment(kit, request, reply));
  app.get<Target>(COMMENTS, (request, reply) => getComments(kit, request, reply));
}

/** Rest.li's words for a field the record does not have, else for a missing record. */
const RECORD_ERROR: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'unrecognized_keys'
    ? `unrecognized field found but not allowed: ${issue.keys.join(', ')}`
    : 'is required';

/** Create a Comment's body. */
const COMMENT_BODY = z.strictObject(
  {
    actor: z.string({ error: 'is required' }),
    object: z.string({ error: 'is required' }),
    message: z.strictObject(
      {
        text: z
          .string({ error: 'is required' })
          .min(1, 'must not be empty')
          .max(
            FIRST_COMMENT_LIMITS.linkedin,
            `is longer than ${FIRST_COMMENT_LIMITS.linkedin} characters`,
          ),
      },
      { error: RECORD_ERROR },
    ),
  },
  { error: RECORD_ERROR },
);

async function createComment(
  kit: LinkedInPublishKit,
  request: FastifyRequest<Target>,
  reply: FastifyReply,
): Promise<unknown> {
  const member = kit.member(request, reply);
  if (typeof member !== 'string') return member;
  const { target } = request.params;
  if (!commentable(kit, target)) return notFound(reply, target);
  const parsed = parseBody(COMMENT_BODY, request.body, reply, linkedInBodyRefusal);
  if (!parsed.ok) return parsed.reply;
  const { actor, object, message } = parsed.body;
  if (actor !== member) {
    return linkedInBodyRefusal(reply, {
      pointer: '/actor',
      name: 'actor',
      message: 'must be the member of the access token',
    });
  }
  if (object !== target) {
    return linkedInBodyRefusal(reply, {
      pointer: '/object',
      name: 'object',
      message: 'must be the post in the path',
    });
  }
  reply.code(201);
  return publishCall(kit.publishing, 'linkedin', reply, kit.faults, () => {
    const id = `7${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 9)).padStart(9, '0')}`;
    const urn = `urn:li:comment:(${target},${id})`;
    const comment = kit.publishing.add({
      platform: 'linkedin',
      id: urn,
      account: member,
      text: message.text,
      media: [],
      url: `https://www.linkedin.com/feed/update/${target}/?commentUrn=${encodeURIComponent(urn)}`,
      createdAt: kit.ctx.controller.now(),
      replyTo: target,
      comment: true,
    });
    reply.header('x-restli-id', id);
    return commentResource(comment);
  });
}

/** Get Comments on a post, newest first, paged by `start`/`count` as the post finder is. */
async function getComments(
  kit: LinkedInPublishKit,
  request: FastifyRequest<Target>,
  reply: FastifyReply,
): Promise<unknown> {
  const member = kit.member(request, reply, 'r_member_social');
  if (typeof member !== 'string') return member;
  await publishingStep(kit.publishing);
  const { target } = request.params;
  if (!commentable(kit, target)) return notFound(reply, target);
  const start = Number(field(request.query, 'start') ?? '0');
  const count = Number(field(request.query, 'count') ?? '10');
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1) {
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'start and count must be whole numbers');
  }
  const comments = kit.publishing.comments('linkedin', target);
  const page = comments.slice(start, start + Math.min(count, 100));
  const next = `/rest/socialActions/${encodeURIComponent(target)}/comments?start=${start + page.length}&count=${count}`;
  return {
    paging: {
      start,
      count: page.length,
      total: comments.length,
      links:
        start + page.length < comments.length
          ? [{ type: 'application/json', rel: 'next', href: next }]
          : [],
    },
    elements: page.map(commentResource),
  };
}

/** Whether the sandbox holds the post a comment request names (a post, not a comment). */
function commentable(kit: LinkedInPublishKit, target: string): boolean {
  const post = kit.publishing.find('linkedin', target);
  return post !== undefined && post.comment !== true;
}

function notFound(reply: FastifyReply, target: string): FastifyReply {
  return sendError(reply, 404, 'NOT_FOUND', `Unable to obtain activity: ${target}`);
}

/** A comment as the Comments API answers it. */
function commentResource(comment: SandboxPost): Record<string, unknown> {
  const stamp = { actor: comment.account, time: comment.createdAt };
  const id = /,(\d+)\)$/.exec(comment.id)?.[1] ?? '';
  return {
    actor: comment.account,
    agent: comment.account,
    commentUrn: comment.id,
    $URN: comment.id,
    id,
    object: comment.replyTo,
    message: { text: comment.text, attributes: [] },
    created: stamp,
    lastModified: stamp,
  };
}
