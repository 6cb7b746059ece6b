import { isPlatform, networkFigureRow } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FIGURES_REFUSAL_KINDS, type FiguresRefusal } from '../analytics/sandbox-figures';
import type { SandboxContext } from '../sandbox-context';
import type { ControlAccess } from './control-access';

type Access = (
  request: FastifyRequest,
  reply: FastifyReply,
  change: boolean,
) => Promise<Exclude<ControlAccess, { kind: 'denied' }> | undefined>;

type PostParams = { Params: { platform: string; id: string } };

// A year and a bit: past the last scheduled read (30 days), never an overflow.
const aheadSchema = z.object({
  aheadMs: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000),
});

const refusalSchema = z.object({
  account: z.string().min(1).max(253).optional(),
  /** One post's or comment's reads only, by its id on the network (account is then ignored). */
  post: z.string().min(1).max(500).optional(),
  refusal: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('expired') }),
      z.object({ kind: z.literal('scope') }),
      z.object({
        kind: z.literal('rate_limit'),
        retryAfterSeconds: z.number().int().min(1).max(86_400).optional(),
      }),
    ])
    .nullable(),
});

const overrideSchema = z.object({
  figures: z.record(z.string(), z.number().int().min(0).max(1e12).nullable()).nullable(),
});

/**
 * The figures side of the control API (ADR 0090), beside the publishing one:
 * `GET {prefix}/_control/figures` shows how far ahead figures are read and the standing refusals;
 * `PUT {prefix}/_control/figures` with `{"aheadMs": n}` answers every post's figures as they will
 * be n ms from now; `PUT {prefix}/_control/figures/{platform}` with
 * `{"account"?: name, "post"?: id, "refusal": {"kind": "expired" | "scope" | "rate_limit", "retryAfterSeconds"?} | null}`
 * makes the network refuse figure reads (of one post or comment — where its read names it: the
 * comments' reads —, of one account, by its sandbox name, or all) in its own
 * words; `GET` / `PUT {prefix}/_control/figures/{platform}/posts/{id}` read a post's figures now,
 * or override them (`{"figures": {name: n | null} | null}`, by the network's own names: null
 * leaves a name out of the answer; `"figures": null` returns to the formula; a comment's id
 * takes its network's comment names, NETWORK_COMMENT_FIGURES);
 * `DELETE {prefix}/_control/publishing/{platform}/posts/{id}` deletes a post as its owner would on
 * the network. Changes need `all`; a customer reads only their own posts' figures.
 */
export function registerFiguresControlRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  access: Access,
): void {
  registerFiguresSettingRoutes(app, ctx, access);
  registerPostFiguresRoutes(app, ctx, access);
}

/** How far ahead figures are read, and the refusals: the network's behaviour, all posts. */
function registerFiguresSettingRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  access: Access,
): void {
  const { figures } = ctx.controller;

  app.get('/_control/figures', async (request, reply) => {
    if (!(await access(request, reply, true))) return reply;
    return {
      aheadMs: figures.aheadMs,
      refusalKinds: FIGURES_REFUSAL_KINDS,
      refusals: figures.standing(),
    };
  });

  app.put('/_control/figures', async (request, reply) => {
    if (!(await access(request, reply, true))) return reply;
    const parsed = aheadSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    figures.aheadMs = parsed.data.aheadMs;
    return { aheadMs: figures.aheadMs };
  });

  app.put<{ Params: { platform: string } }>(
    '/_control/figures/:platform',
    async (request, reply) => {
      if (!(await access(request, reply, true))) return reply;
      const { platform } = request.params;
      if (!isPlatform(platform)) return notFound(reply, `No platform ${platform}`);
      const parsed = refusalSchema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error);
      const { account = null, post, refusal } = parsed.data;
      const standing: FiguresRefusal | null =
        refusal?.kind === 'rate_limit'
          ? { kind: 'rate_limit', retryAfterSeconds: refusal.retryAfterSeconds ?? 60 }
          : refusal;
      if (post !== undefined) {
        figures.refusePost(platform, post, standing);
        return { platform, post, refusal: standing };
      }
      figures.refuse(platform, standing, account);
      return { platform, account, refusal: standing };
    },
  );
}

/** One post's figures, read or overridden, and the post deleted. */
function registerPostFiguresRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  access: Access,
): void {
  const { figures, publishing } = ctx.controller;

  app.get<PostParams>('/_control/figures/:platform/posts/:id', async (request, reply) => {
    const granted = await access(request, reply, false);
    if (!granted) return reply;
    const post = postOf(request.params);
    if (!post || (granted.kind !== 'all' && !granted.owns(post))) {
      return notFound(reply, 'No such post');
    }
    return {
      platform: post.platform,
      id: post.id,
      publishedAt: new Date(post.createdAt).toISOString(),
      figures: figures.of(post),
      override: post.figures ?? null,
    };
  });

  app.put<PostParams>('/_control/figures/:platform/posts/:id', async (request, reply) => {
    if (!(await access(request, reply, true))) return reply;
    const post = postOf(request.params);
    if (!post) return notFound(reply, 'No such post');
    const parsed = overrideSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    // A comment's figures go by its network's comment row.
    const row = networkFigureRow(post.platform, post.comment === true ? 'comment' : 'post');
    const names = row.map((entry) => entry.name);
    const unknown = Object.keys(parsed.data.figures ?? {}).find((name) => !names.includes(name));
    if (unknown !== undefined) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: `figures.${unknown}: ${post.platform} reports ${names.join(', ')}`,
      });
    }
    figures.override(post, parsed.data.figures);
    return {
      platform: post.platform,
      id: post.id,
      figures: figures.of(post),
      override: post.figures ?? null,
    };
  });

  app.delete<PostParams>('/_control/publishing/:platform/posts/:id', async (request, reply) => {
    if (!(await access(request, reply, true))) return reply;
    const { platform, id } = request.params;
    if (!isPlatform(platform) || !publishing.remove(platform, id)) {
      return notFound(reply, 'No such post');
    }
    return reply.code(204).send();
  });

  function postOf(params: { platform: string; id: string }) {
    return isPlatform(params.platform) ? publishing.find(params.platform, params.id) : undefined;
  }
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ error: 'not_found', error_description: message });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply.code(400).send({
    error: 'invalid_request',
    error_description: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  });
}
