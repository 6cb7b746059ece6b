import { PLATFORMS, type Platform } from '@fanout/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './sandbox-context';
import { PUBLISH_FAULT_KINDS, type PublishFault } from './sandbox-publishing';

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
 * `GET {prefix}/_control/publishing/{platform}/posts` lists the posts the platform holds.
 */
export function registerControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { publishing } = ctx.controller;

  app.get('/_control/publishing', async () => ({
    latencyMs: publishing.latencyMs,
    faultKinds: PUBLISH_FAULT_KINDS,
    platforms: Object.fromEntries(
      PLATFORMS.map((platform) => [
        platform,
        { fault: publishing.faultOf(platform), posts: publishing.posts(platform).length },
      ]),
    ),
  }));

  app.put('/_control/publishing', async (request, reply) => {
    const parsed = settingsSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    publishing.latencyMs = parsed.data.latencyMs;
    return { latencyMs: publishing.latencyMs };
  });

  app.put<{ Params: { platform: string } }>(
    '/_control/publishing/:platform',
    async (request, reply) => {
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
      const platform = request.params.platform;
      if (!isPlatform(platform)) return unknownPlatform(reply, platform);
      return { posts: publishing.posts(platform) };
    },
  );
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
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
