import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { KB, landingInitialAssets, totalSize } from './support/landing-assets';
import { newPage } from './support/pages';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** ADR 0043: the landing page's initial scripts, gzip. */
const JS_BUDGET = 150 * KB;
/** Its stylesheet: Mantine's globals and the landing's components only (full: ~36 KB gzip). */
const CSS_BUDGET = 15 * KB;

const journey = useJourney();

/** Mantine's generated class names (`m_` and 8 hex digits) in a built file. */
const mantineClasses = (text: string) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? []);

describe('the landing page is light (ADR 0043)', () => {
  it('loads under 150 KB of script and 15 KB of style, gzip', async () => {
    const assets = await landingInitialAssets(journey.server.baseUrl);
    const scripts = assets.filter((asset) => asset.kind === 'js');
    const styles = assets.filter((asset) => asset.kind === 'css');
    expect(scripts.length).toBeGreaterThan(1);
    expect(totalSize(scripts).gzip).toBeLessThan(JS_BUDGET);
    expect(styles.length).toBe(1);
    expect(totalSize(styles).gzip).toBeLessThan(CSS_BUDGET);
  });

  it('styles every Mantine component its scripts render: no class is left to the full stylesheet', async () => {
    const assets = await landingInitialAssets(journey.server.baseUrl);
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
    const used = assets
      .filter((asset) => asset.kind === 'js' && asset.url.includes('/assets/'))
      .flatMap((asset) => [...mantineClasses(read(asset.url))]);
    const missing = used.filter((name) => styledElsewhere.has(name) && !defined.has(name));
    expect(used.length).toBeGreaterThan(20);
    expect(missing, 'add the component to apps/web/src/app/landing-styles.ts').toEqual([]);
  });

  it('fetches no signed-in code for a visitor, and offers a reload when a page cannot load', async () => {
    const page = await newPage(journey.browser);
    const scripts: string[] = [];
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname.startsWith('/trpc/auth.me')) sessionChecks.push(url.href);
    });
    await page.goto(`${journey.server.baseUrl}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/publish/i);
    const initial = (await landingInitialAssets(journey.server.baseUrl)).map(
      (a) => new URL(a.url).pathname,
    );
    expect(scripts.sort()).toEqual(initial.filter((url) => url.endsWith('.js')).sort());
    // index.html preloads the session check; the app must use that answer, not ask again.
    expect(sessionChecks).toHaveLength(1);

    // A deploy while the tab is open: the Terms page's chunk is gone from the server.
    await page.route(/\/assets\/terms-page-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/could not be loaded/);
    await page.unroute(/\/assets\/terms-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/Terms of Service/);
    await page.close();
  });
});
