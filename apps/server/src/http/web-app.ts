import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, LogLevel } from 'fastify';
import { isWebAppPath } from '@fanout/shared';
import { quietLogLevel } from './quiet-log-level';

const API_PREFIXES = ['/api/', '/trpc/', '/media/', '/sandbox/', '/healthz', '/readyz'];

/**
 * Serves the built web app: its pages (WEB_APP_PATHS) answer 200 with index.html, any other GET path
 * 404 with index.html, so the app still shows its own "Page Not Found" while crawlers and monitors
 * see the real status. Files come precompressed (brotli or gzip, made at build: ADR 0029) when the
 * browser accepts it; hashed assets are cached for a year, index.html revalidated every time.
 * Successful static answers stay out of the info log, so a page load is not twenty log lines.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, logLevel }: { webDistDir: string; logLevel: LogLevel },
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      logLevel: quietLogLevel(logLevel),
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
    return reply
      .code(isWebAppPath(request.url.split('?')[0] ?? '/') ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
