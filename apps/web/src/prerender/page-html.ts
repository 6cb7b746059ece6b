// How a prerendered page is made from the built index.html (ADR 0075); used by build/prerender-plugin.ts.

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
