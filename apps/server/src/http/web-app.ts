import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/trpc/', '/media/', '/sandbox/', '/healthz', '/readyz'];

/**
 * Serves the built web app; every other GET path gets index.html so the SPA routes it (and shows its
 * own 404 page for unknown paths). Hashed assets are cached for a year, index.html never.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `pnpm --filter @fanout/web build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || isApi) {
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `pnpm --filter @fanout/web build` and restart.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
