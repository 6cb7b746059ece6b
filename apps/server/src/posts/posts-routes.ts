import type { FastifyInstance } from 'fastify';
import { getStats, listPostsJson } from '@fanout/core/posts';
import { AppError, postListInput } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { requireAuth } from '../http/session-plugin';
import { keyScope } from '../http/api-key-scope-guard';

const LISTS = [
  ['/api/posts', 'all'],
  ['/api/posts/scheduled', 'scheduled'],
  ['/api/posts/drafts', 'drafts'],
  ['/api/posts/published', 'published'],
  ['/api/posts/failed', 'failed'],
] as const;

/** What an integrator who sent `?status=` (or any other unknown filter) is told. */
function unknownParameter(name: string): string {
  const lists = LISTS.slice(1).map(([path]) => path);
  return `Unknown query parameter "${name}": the lists take include, limit, cursor and platform; by status they are ${lists.slice(0, -1).join(', ')} and ${lists.at(-1) ?? ''}`;
}

/**
 * The post lists of spec 000 §7 as plain arrays (one page; `Link: <...>; rel="next"` when more),
 * and the stats. Targets are always included, so `?include=platforms` is accepted and changes nothing.
 *
 * These read only the caller's own posts: the session's user id is all they need (no roles and
 * permissions), and the page's JSON text from PostgreSQL goes out as it is (docs/architecture.md
 * "Performance"). Errors go through the app's error handler: `{ message }`, like every REST route.
 */
export function registerPostsRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [path, kind] of LISTS) {
    app.get(path, { config: keyScope('posts:read') }, async (request, reply) => {
      const { user } = requireAuth(request);
      const { include: _include, ...query } = (request.query ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(query).find((key) => !(key in postListInput.shape));
      // An ignored filter would answer with the wrong posts and no error.
      if (unknown !== undefined) throw new AppError('BAD_REQUEST', unknownParameter(unknown));
      const input = postListInput.parse(query);
      const page = await listPostsJson(deps.core, { actor: { userId: user.id }, kind, input });
      if (page.nextCursor) {
        const next = new URLSearchParams({ limit: String(input.limit), cursor: page.nextCursor });
        if (input.platform) next.set('platform', input.platform);
        reply.header('link', `<${path}?${next.toString()}>; rel="next"`);
      }
      return reply.type('application/json; charset=utf-8').send(page.items);
    });
  }

  // The stats object is reused while the owner's posts and accounts are unchanged: so is its text.
  const statsTexts = new WeakMap<object, string>();
  app.get('/api/stats', { config: keyScope('posts:read') }, async (request, reply) => {
    const { user } = requireAuth(request);
    const stats = await getStats(deps.core, { actor: { userId: user.id } });
    let text = statsTexts.get(stats);
    if (text === undefined) {
      text = JSON.stringify(stats);
      statsTexts.set(stats, text);
    }
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
