import { PLATFORMS, type Platform } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './sandbox-context';
import { PUBLISH_FAULT_KINDS, type PublishFault } from './sandbox-publishing';

const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refuse'), message: z.string().min(1).max(500).optional() }),
  z.object({
    kind: z.literal('rate_limit'),
    retryAfterSeconds: z.number().int().min(1).max(86_400).optional(),
  }),
  z.object({ kind: z.literal('transient') }),
  z.object({ kind: z.literal('drop_answer') }),
  z.object({ kind: z.literal('slow'), ms: z.number().int().min(1).max(120_000) }),
]);

const bodySchema = z.object({ fault: faultSchema.nullable() });

/**
 * The sandbox's own control API, so anyone trying Fanout offline (and the browser journeys, which
 * run the product in another process) can make a platform refuse, throttle or lose posts:
 * `GET {prefix}/_control/publishing` shows the standing faults and post counts;
 * `PUT {prefix}/_control/publishing/{platform}` with `{"fault": {...} | null}` sets or clears one.
 */
export function registerControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { publishing } = ctx.controller;

  app.get('/_control/publishing', async () => ({
    faultKinds: PUBLISH_FAULT_KINDS,
    platforms: Object.fromEntries(
      PLATFORMS.map((platform) => [
        platform,
        { fault: publishing.faultOf(platform), posts: publishing.posts(platform).length },
      ]),
    ),
  }));

  app.put<{ Params: { platform: string } }>(
    '/_control/publishing/:platform',
    async (request, reply) => {
      const platform = request.params.platform;
      if (!(PLATFORMS as readonly string[]).includes(platform)) {
        return reply
          .code(404)
          .send({ error: 'not_found', error_description: `No platform ${platform}` });
      }
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(400).send({
          error: 'invalid_request',
          error_description: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        });
      }
      publishing.setFault(platform as Platform, parsed.data.fault as PublishFault | null);
      return { platform, fault: publishing.faultOf(platform as Platform) };
    },
  );
}
