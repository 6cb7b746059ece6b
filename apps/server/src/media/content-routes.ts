import type { FastifyInstance } from 'fastify';
import {
  createSignedMediaUrl,
  listContent,
  openContentFile,
  openSignedMedia,
} from '@fanout/core/media';
import { contentIdInput, contentListInput } from '@fanout/shared';
import { z } from 'zod';
import type { AppDeps } from '../http/app-deps';
import { refuseHiddenMenus } from '../http/menu-guard';
import { getActor } from '../http/session-plugin';
import { sendMediaFile } from './send-media-file';
import { keyScope } from '../http/api-key-scope-guard';

const downloadQuery = z.object({ download: z.enum(['true', 'false', '1', '0']).optional() });
const signedQuery = z.object({
  expires: z.string({ error: 'expires is required' }).max(20),
  signature: z.string({ error: 'signature is required' }).max(100),
});

/** Content REST routes that stream bytes or answer plain arrays (spec 000 §7), beside the tRPC procedures. */
export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { core } = deps;

  // GET /api/content: the caller's items as an array (one page, newest first); Link header for the next.
  // API keys reach the library with media:write (ADR 0092): there is no separate read scope.
  app.get('/api/content', { config: keyScope('media:write') }, async (request, reply) => {
    const actor = await getActor(request, deps);
    const input = contentListInput.parse(request.query ?? {});
    const page = await listContent(core, { actor, input });
    if (page.nextCursor) {
      reply.header(
        'link',
        `</api/content?limit=${input.limit}&cursor=${page.nextCursor}>; rel="next"`,
      );
    }
    return page.items;
  });

  for (const [suffix, variant] of [
    ['file', 'original'],
    ['thumbnail', 'thumbnail'],
  ] as const) {
    app.get(
      `/api/content/:id/${suffix}`,
      { config: keyScope('media:write') },
      async (request, reply) => {
        const actor = await getActor(request, deps);
        const { id } = contentIdInput.parse(request.params);
        const { download } = downloadQuery.parse(request.query ?? {});
        const asDownload = download === 'true' || download === '1';
        // Downloading is the Content Library's action; the same bytes shown inline are not (ADR 0066).
        if (asDownload) await refuseHiddenMenus(request, deps, ['content']);
        const file = await openContentFile(core, { actor, input: { id, variant } });
        return sendMediaFile(request, reply, file, {
          download: asDownload,
          cacheControl: 'private, max-age=0, must-revalidate',
        });
      },
    );
  }

  app.post('/api/content/:id/signed-url', { config: keyScope('media:write') }, async (request) => {
    const actor = await getActor(request, deps);
    const { id } = contentIdInput.parse(request.params);
    return createSignedMediaUrl(core, { actor, input: { id } });
  });

  // Public, for platforms that pull media by URL: the signature is the only credential.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:id',
    handler: async (request, reply) => {
      const { id } = z.object({ id: z.string().max(64) }).parse(request.params);
      const query = signedQuery.parse(request.query ?? {});
      const file = await openSignedMedia(core, { id, ...query });
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendMediaFile(request, reply, file, {
        download: false,
        cacheControl: 'public, max-age=300',
      });
    },
  });
}
