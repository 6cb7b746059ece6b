import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

/** index.html as `vite build` leaves it: the entry, its chunks as modulepreload, the stylesheet. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Fanout</title>
    <script src="/color-scheme.js"></script>
    <!-- The session check (auth.me, as the tRPC client asks for it) starts with the page, not after
         the scripts have run: the landing page or the dashboard waits on it (ADR 0043). -->
    <link rel="preload" href="/trpc/auth.me?batch=1&amp;input=%7B%7D" as="fetch" crossorigin />
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/query-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (key: string) =>
  pageHtml(SHELL, {
    key,
    title: 'Terms of Service | Fanout',
    markup: '<main><h1>Terms</h1></main>',
    fullStylesheet: 'assets/full-styles-EEE.css',
  });

describe('a prerendered page (ADR 0075)', () => {
  it('holds the markup and title, and no module script, modulepreload or session check', () => {
    const html = page('terms');
    expect(html).toContain(
      '<div id="root" data-prerendered="terms"><main><h1>Terms</h1></main></div>',
    );
    expect(html).toContain('<title>Terms of Service | Fanout</title>');
    expect(html).not.toMatch(/type="module"|modulepreload|auth\.me/);
    expect(html).toContain('<script src="/color-scheme.js"></script>');
    expect(html).toContain('href="/assets/index-DDD.css"');
  });

  it('names the entry and its chunks for load-app.js, which loads them on the first interaction', () => {
    const loader = /<script src="\/load-app\.js"[^>]*><\/script>/.exec(page('terms'))?.[0];
    expect(loader).toContain('data-entry="/assets/index-AAA.js"');
    expect(loader).toContain('data-modules="/assets/react-dom-BBB.js /assets/query-CCC.js"');
    expect(loader).not.toContain('data-load');
    expect(page('user-data-deletion')).toContain('data-load="paint"');
  });

  it('links the full stylesheet after the landing one, except on the landing page', () => {
    const terms = page('terms');
    expect(terms.indexOf('full-styles-EEE.css')).toBeGreaterThan(terms.indexOf('index-DDD.css'));
    expect(page('landing')).not.toContain('full-styles');
  });

  it('refuses a shell with no module script', () => {
    const shell = '<html><head></head><body><div id="root"></div></body></html>';
    expect(() =>
      pageHtml(shell, { key: 'terms', title: 't', markup: '', fullStylesheet: undefined }),
    ).toThrow(/no module script/);
  });
});
