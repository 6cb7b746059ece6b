import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { pageHtml } from '../src/prerender/page-html';

/** What the build's server-side entry (src/prerender/render.tsx) exports. */
interface Renderer {
  PRERENDERED_PAGES: Record<string, { title: string }>;
  renderPage: (key: string) => Promise<string>;
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
