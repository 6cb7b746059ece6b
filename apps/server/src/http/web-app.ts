import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@fanout/runtime';
import { isWebAppPath } from '@fanout/shared';
import { quietLogLevel } from './quiet-log-level';
import { sessionCookieName } from './session-cookie';

const API_PREFIXES = ['/api/', '/trpc/', '/media/', '/sandbox/', '/healthz', '/readyz'];

/**
 * The public pages the web build renders to HTML (apps/web/src/prerender/public-pages.ts, ADR 0075),
 * by path: `dist/prerendered/<name>.html`. '/' is the landing page only for a request without a
 * session cookie (someone signed in gets the app there, which shows the dashboard); unknown paths
 * get the 404 page.
 */
const PRERENDERED_PATHS: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/terms': 'terms',
  '/privacy-policy': 'privacy-policy',
  '/user-data-deletion': 'user-data-deletion',
};
const NOT_FOUND_PAGE = 'not-found';

/** The prerendered pages present in this build (an older build has none: index.html serves all). */
function prerenderedPages(webDistDir: string): ReadonlySet<string> {
  const names = [...Object.values(PRERENDERED_PATHS), NOT_FOUND_PAGE];
  return new Set(
    names.filter((name) => existsSync(path.join(webDistDir, 'prerendered', `${name}.html`))),
  );
}

/** The file that answers a page request: a prerendered page where there is one, else the app. */
function pageFile(
  pathname: string,
  {
    known,
    signedIn,
    prerendered,
  }: { known: boolean; signedIn: boolean; prerendered: ReadonlySet<string> },
): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const name = known ? PRERENDERED_PATHS[trimmed] : NOT_FOUND_PAGE;
  if (!name || !prerendered.has(name) || (trimmed === '/' && signedIn)) return 'index.html';
  return `prerendered/${name}.html`;
}

/**
 * Serves the built web app: its pages (WEB_APP_PATHS) answer 200 with index.html, any other GET path
 * 404, so the app still shows its own "Page Not Found" while crawlers and monitors see the real
 * status. The public pages and the 404 page come prerendered when the build made them (ADR 0075).
 * Files come precompressed (brotli or gzip, made at build: ADR 0029) when the browser accepts it;
 * hashed assets are cached for a year, index.html revalidated every time.
 * Successful static answers stay out of the info log, so a page load is not twenty log lines.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<AppConfig, 'webDistDir' | 'logLevel' | 'secureCookies'>,
): Promise<void> {
  const { webDistDir, logLevel } = config;
  const sessionCookie = sessionCookieName(config);
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? prerenderedPages(webDistDir) : new Set<string>();
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
    const pathname = request.url.split('?')[0] ?? '/';
    const known = isWebAppPath(pathname);
    const signedIn = Boolean(request.cookies[sessionCookie]);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(pageFile(pathname, { known, signedIn, prerendered }));
  });
}
