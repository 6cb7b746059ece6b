import type { FastifyInstance } from 'fastify';
import { listPosts } from '@fanout/core/posts';
import { postListInput } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { getActor } from '../http/session-plugin';

const LISTS = [
  ['/api/posts', 'all'],
  ['/api/posts/scheduled', 'scheduled'],
  ['/api/posts/drafts', 'drafts'],
] as const;

/**
 * The post lists of spec 000 §7 as plain arrays (one page; `Link: <...>; rel="next"` when more).
 * Targets are always included, so `?include=platforms` is accepted and changes nothing.
 */
export function registerPostsRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [path, kind] of LISTS) {
    app.get(path, async (request, reply) => {
      const actor = await getActor(request, deps);
      const { include: _include, ...query } = (request.query ?? {}) as Record<string, unknown>;
      const input = postListInput.parse(query);
      const page = await listPosts(deps.core, actor, kind, input);
      if (page.nextCursor) {
        const next = new URLSearchParams({ limit: String(input.limit), cursor: page.nextCursor });
        if (input.platform) next.set('platform', input.platform);
        reply.header('link', `<${path}?${next.toString()}>; rel="next"`);
      }
      return page.items;
    });
  }
}
