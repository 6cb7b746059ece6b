import { PLATFORMS, type Platform } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONTROL_CHANGE_REFUSED,
  type ControlAccess,
  type ControlAuthorizer,
} from './control-access';
import type { SandboxContext } from '../sandbox-context';
import { registerFiguresControlRoutes } from './figures-control-routes';
import { sandboxPostPage } from '../publishing/post-page';
import { PUBLISH_FAULT_KINDS, type PublishFault } from '../publishing/sandbox-publishing';

const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refuse'), message: z.string().min(1).max(500).optional() }),
  z.object({
    kind: z.literal('rate_limit'),
    retryAfterSeconds: z.number().int().min(1).max(86_400).optional(),
    forMs: z.number().int().min(1).max(86_400_000).optional(),
  }),
  z.object({
    kind: z.literal('transient'),
    forMs: z.number().int().min(1).max(86_400_000).optional(),
  }),
  z.object({ kind: z.literal('drop_answer') }),
  z.object({ kind: z.literal('slow'), ms: z.number().int().min(1).max(120_000) }),
]);

const bodySchema = z.object({ fault: faultSchema.nullable() });

// Up to two minutes, like a `slow` fault: enough for any benchmark, never a hung test.
const settingsSchema = z.object({ latencyMs: z.number().int().min(0).max(120_000) });

/**
 * The sandbox's own control API, so anyone trying Fanout offline (and the browser journeys and
 * benchmarks, which run the product in another process) can make a platform refuse, throttle,
 * lose posts or answer slowly:
 * `GET {prefix}/_control/publishing` shows the latency, the standing faults and post counts;
 * `PUT {prefix}/_control/publishing` with `{"latencyMs": n}` adds n ms to every publishing call;
 * `PUT {prefix}/_control/publishing/{platform}` with `{"fault": {...} | null}` sets or clears one;
 * `GET {prefix}/_control/publishing/{platform}/posts` lists the posts the platform holds;
 * `POST {prefix}/_control/oauth/{platform}/revoke` revokes every token the platform issued, as if
 * each user had removed the app's access there: the next refresh is refused (ADR 0060).
 * Posts' figures, figure-read refusals and deleting a post: figures-control-routes.ts.
 * `authorize` decides each call (ADR 0029): changes need `all`; reads by a customer see only the
 * posts of their own accounts.
 */
export function registerControlRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  authorize: ControlAuthorizer,
): void {
  const { publishing } = ctx.controller;

  /** The caller's access, or undefined after answering a refusal. */
  async function access(
    request: FastifyRequest,
    reply: FastifyReply,
    change: boolean,
  ): Promise<Exclude<ControlAccess, { kind: 'denied' }> | undefined> {
    const decided = await authorize(request);
    if (decided.kind === 'denied') {
      await refuse(reply, decided.status, decided.message);
      return undefined;
    }
    if (change && decided.kind !== 'all') {
      await refuse(reply, 403, CONTROL_CHANGE_REFUSED);
      return undefined;
    }
    return decided;
  }

  const visible = (granted: Exclude<ControlAccess, { kind: 'denied' }>, platform: Platform) => {
    const posts = publishing.posts(platform);
    return granted.kind === 'all' ? posts : posts.filter(granted.owns);
  };

  app.get('/_control/publishing', async (request, reply) => {
    const granted = await access(request, reply, false);
    if (!granted) return reply;
    return {
      latencyMs: publishing.latencyMs,
      faultKinds: PUBLISH_FAULT_KINDS,
      platforms: Object.fromEntries(
        PLATFORMS.map((platform) => [
          platform,
          { fault: publishing.faultOf(platform), posts: visible(granted, platform).length },
        ]),
      ),
    };
  });

  app.put('/_control/publishing', async (request, reply) => {
    if (!(await access(request, reply, true))) return reply;
    const parsed = settingsSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    publishing.latencyMs = parsed.data.latencyMs;
    return { latencyMs: publishing.latencyMs };
  });

  app.put<{ Params: { platform: string } }>(
    '/_control/publishing/:platform',
    async (request, reply) => {
      if (!(await access(request, reply, true))) return reply;
      const platform = request.params.platform;
      if (!isPlatform(platform)) return unknownPlatform(reply, platform);
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error);
      publishing.setFault(platform, parsed.data.fault as PublishFault | null);
      return { platform, fault: publishing.faultOf(platform) };
    },
  );

  app.get<{ Params: { platform: string } }>(
    '/_control/publishing/:platform/posts',
    async (request, reply) => {
      const granted = await access(request, reply, false);
      if (!granted) return reply;
      const platform = request.params.platform;
      if (!isPlatform(platform)) return unknownPlatform(reply, platform);
      return { posts: visible(granted, platform) };
    },
  );

  registerPostPageRoute(app, ctx, access);
  registerRevokeRoute(app, ctx, access);
  registerFiguresControlRoutes(app, ctx, access);
}

/** Every token `platform` issued revoked, as if each user had removed the app (ADR 0060). */
function registerRevokeRoute(app: FastifyInstance, ctx: SandboxContext, access: Access): void {
  app.post<{ Params: { platform: string } }>(
    '/_control/oauth/:platform/revoke',
    async (request, reply) => {
      if (!(await access(request, reply, true))) return reply;
      const platform = request.params.platform;
      if (!isPlatform(platform)) return unknownPlatform(reply, platform);
      return { platform, revokedTokens: ctx.store.revokePlatform(platform) };
    },
  );
}

type Access = (
  request: FastifyRequest,
  reply: FastifyReply,
  change: boolean,
) => Promise<Exclude<ControlAccess, { kind: 'denied' }> | undefined>;

/**
 * A post's own page (ADR 0066): what "View on …" opens in sandbox mode. Its owner's session or the
 * control token reads it; anyone else meets a 404, as a post they cannot see.
 */
function registerPostPageRoute(app: FastifyInstance, ctx: SandboxContext, access: Access): void {
  const { publishing } = ctx.controller;
  app.get<{ Params: { platform: string; id: string } }>(
    '/_control/publishing/:platform/posts/:id',
    async (request, reply) => {
      const granted = await access(request, reply, false);
      if (!granted) return reply;
      const platform = request.params.platform;
      if (!isPlatform(platform)) return unknownPlatform(reply, platform);
      const post = publishing.find(platform, request.params.id);
      if (!post || (granted.kind !== 'all' && !granted.owns(post))) {
        return reply.code(404).send({ error: 'not_found', error_description: 'No such post' });
      }
      return reply.type('text/html; charset=utf-8').send(sandboxPostPage(post));
    },
  );
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

function refuse(reply: FastifyReply, status: 401 | 403, message: string) {
  return reply
    .code(status)
    .send({ error: status === 401 ? 'unauthorized' : 'forbidden', error_description: message });
}

function unknownPlatform(reply: FastifyReply, platform: string) {
  return reply.code(404).send({ error: 'not_found', error_description: `No platform ${platform}` });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply.code(400).send({
    error: 'invalid_request',
    error_description: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  });
}
