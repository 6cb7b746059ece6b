import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** What the build's server-side entry (src/prerender/render.tsx) exports. */
interface Renderer {
  PRERENDERED_PAGES: Record<string, { title: string }>;
  renderPage: (key: string) => Promise<string>;
}

/** Pages the app should load for right after the first paint (a form), not on first interaction. */
const LOAD_AFTER_PAINT: ReadonlySet<string> = new Set(['user-data-deletion']);
/** Pages shown with the landing page's stylesheet alone (ADR 0043); the others add the full one. */
const LANDING_STYLES_ONLY: ReadonlySet<string> = new Set(['landing']);

const attribute = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * The built index.html turned into one public page: the rendered markup in #root, the page's
 * title, and the app's module scripts replaced by public/load-app.js, which loads them later.
 */
export function pageHtml(
  shell: string,
  page: { key: string; title: string; markup: string; fullStylesheet: string | undefined },
): string {
  const [entry] = attribute(shell, /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g);
  if (!entry) throw new Error('prerender: the built index.html has no module script');
  const modules = attribute(shell, /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g);
  const loader = `<script src="/load-app.js" defer data-entry="${entry}" data-modules="${modules.join(' ')}"${LOAD_AFTER_PAINT.has(page.key) ? ' data-load="paint"' : ''}></script>`;
  const fullStyles =
    page.fullStylesheet && !LANDING_STYLES_ONLY.has(page.key)
      ? `<link rel="stylesheet" crossorigin href="/${page.fullStylesheet}">`
      : '';
  return (
    shell
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The session check is the router's: a prerendered page does not ask who is signed in.
      .replace(/\s*<!--[^>]*auth\.me[\s\S]*?-->\s*<link rel="preload"[^>]*auth\.me[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
      .replace('</head>', `  ${[fullStyles, loader].filter(Boolean).join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${page.key}">${page.markup}</div>`,
      )
  );
}

function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * After the client build: builds src/prerender/render.tsx for Node, renders each public page and
 * writes dist/prerendered/<page>.html (with .gz and .br), which the server sends for those paths
 * (ADR 0075).
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'fanout-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = path.join(root, 'node_modules/.cache/fanout-prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'src/prerender/render.tsx', outDir: ssrDir, emptyOutDir: true },
      });
      const rendererFile = readdirSync(ssrDir).find((file) => /^render\.m?js$/.test(file));
      if (!rendererFile) throw new Error(`prerender: no renderer built in ${ssrDir}`);
      const renderer = (await import(
        pathToFileURL(path.join(ssrDir, rendererFile)).href
      )) as Renderer;
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const fullStylesheet = readdirSync(path.join(outDir, 'assets'))
        .filter((file) => /^full-styles-.*\.css$/.test(file))
        .map((file) => `assets/${file}`)[0];
      const pagesDir = path.join(outDir, 'prerendered');
      mkdirSync(pagesDir, { recursive: true });
      for (const [key, { title }] of Object.entries(renderer.PRERENDERED_PAGES)) {
        const markup = await renderer.renderPage(key);
        writeCompressed(
          path.join(pagesDir, `${key}.html`),
          pageHtml(shell, { key, title, markup, fullStylesheet }),
        );
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
