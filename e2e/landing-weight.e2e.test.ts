import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import {
  KB,
  landingDeferredAssets,
  landingInitialAssets,
  totalSize,
} from './support/landing-assets';
import { newPage } from './support/pages';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** ADR 0043: the landing page's app script (loaded on the first interaction since ADR 0075), gzip. */
const JS_BUDGET = 150 * KB;
/** What a visitor's browser runs before that: the colour-scheme script and the app's loader. */
const INITIAL_JS_BUDGET = 2 * KB;
/** Its stylesheet: Mantine's globals and the landing's components only (full: ~36 KB gzip). */
const CSS_BUDGET = 15 * KB;

const journey = useJourney();

/** Mantine's generated class names (`m_` and 8 hex digits) in a built file. */
const mantineClasses = (text: string) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? []);

/** The app's scripts a visitor's landing page loads once a key is pressed, hydration included. */
async function scriptsOnFirstInteraction(base: string): Promise<string[]> {
  const page = await newPage(journey.browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/assets/'))
      scripts.push(request.url());
  });
  await page.goto(`${base}/`);
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector('#root h1');
        return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  await page.close();
  return scripts;
}

describe('the landing page is light (ADR 0043, ADR 0075)', () => {
  it('shows under 2 KB of script and 15 KB of style, gzip, and keeps the app under 150 KB', async () => {
    const assets = await landingInitialAssets(journey.server.baseUrl);
    const scripts = assets.filter((asset) => asset.kind === 'js');
    const styles = assets.filter((asset) => asset.kind === 'css');
    expect(scripts.map((asset) => new URL(asset.url).pathname).sort()).toEqual([
      '/color-scheme.js',
      '/load-app.js',
    ]);
    expect(totalSize(scripts).gzip).toBeLessThan(INITIAL_JS_BUDGET);
    expect(styles.length).toBe(1);
    expect(totalSize(styles).gzip).toBeLessThan(CSS_BUDGET);
    const app = await landingDeferredAssets(journey.server.baseUrl);
    expect(app.length).toBeGreaterThan(1);
    expect(totalSize(app).gzip).toBeLessThan(JS_BUDGET);
  });

  it('styles every Mantine component its page and scripts render: no class is left to the full stylesheet', async () => {
    const base = journey.server.baseUrl;
    const assets = await landingInitialAssets(base);
    const read = (url: string) => readFileSync(path.join(DIST, new URL(url).pathname), 'utf8');
    const landingCss = assets
      .filter((asset) => asset.kind === 'css')
      .map((asset) => read(asset.url));
    const fullCss = readdirSync(path.join(DIST, 'assets'))
      .filter((file) => /^full-styles-.*\.css$/.test(file))
      .map((file) => readFileSync(path.join(DIST, 'assets', file), 'utf8'));
    expect(fullCss).toHaveLength(1);
    const defined = mantineClasses(landingCss.join('\n'));
    const styledElsewhere = mantineClasses(fullCss.join('\n'));
    const inScripts = (await scriptsOnFirstInteraction(base)).flatMap((url) => [
      ...mantineClasses(read(url)),
    ]);
    const inPage = [...mantineClasses(await (await fetch(`${base}/`)).text())];
    for (const used of [inScripts, inPage]) {
      const missing = used.filter((name) => styledElsewhere.has(name) && !defined.has(name));
      expect(used.length).toBeGreaterThan(20);
      expect(missing, 'add the component to apps/web/src/app/landing-styles.ts').toEqual([]);
    }
  });

  it('shows the page with no app script, loads the app on the first key press and adopts the page', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    const scripts: string[] = [];
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname.startsWith('/trpc/auth.me')) sessionChecks.push(url.href);
    });
    await page.goto(`${base}/`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    expect(await heading.textContent()).toMatch(/publish/i);
    await heading.evaluate((element) => element.setAttribute('data-before-app', ''));
    expect(scripts.sort()).toEqual(['/color-scheme.js', '/load-app.js']);

    const app = (await landingDeferredAssets(base)).map((asset) => new URL(asset.url).pathname);
    await page.keyboard.press('Tab');
    await expect.poll(() => app.every((url) => scripts.includes(url))).toBe(true);
    // Hydrated, not replaced: the element the build rendered is the one React now owns.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const h1 = document.querySelector('#root h1');
          return (
            h1?.hasAttribute('data-before-app') === true &&
            Object.keys(h1).some((key) => key.startsWith('__reactFiber'))
          );
        }),
      )
      .toBe(true);
    expect(scripts.filter((url) => /app-shell|signed-in-page-modules|dashboard/.test(url))).toEqual(
      [],
    );
    // A visitor's landing page asks nobody who is signed in: the server sent it for want of a cookie.
    expect(sessionChecks).toEqual([]);
    await page.close();
  });

  it('offers a reload when a page of the app cannot load', async () => {
    const page = await newPage(journey.browser);
    // A deploy while the tab is open: the page's chunk is gone from the server.
    await page.route(/\/assets\/forgot-password-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${journey.server.baseUrl}/forgot-password`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/could not be loaded/);
    await page.unroute(/\/assets\/forgot-password-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByText('Reset your password').first().isVisible()).toBe(true);
    await page.close();
  });
});
