import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { newPage, tabTo } from './support/pages';

const journey = useJourney();

describe('the built web app as the product serves it (ADR 0029)', () => {
  it('sends the real bundle brotli-compressed to a browser, cached for a year', async () => {
    const page = await newPage(journey.browser);
    const scripts = new Map<string, Record<string, string>>();
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) {
        scripts.set(new URL(response.url()).pathname, response.headers());
      }
    });
    const answer = await page.goto(`${journey.server.baseUrl}/sign-in`);
    if (!answer) throw new Error('no answer for /sign-in');
    expect(answer.status()).toBe(200);
    // The entry script named by index.html; lazy chunks under the build's 1 KB compression
    // threshold (vite.config.ts) are sent as they are, so "the first script seen" proves nothing.
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(await answer.text())?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/.*\.js$/);
    await expect.poll(() => scripts.has(entry)).toBe(true);
    expect(scripts.get(entry)?.['content-encoding']).toBe('br');
    for (const headers of scripts.values()) {
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await page.context().close();
  });

  it('answers an unknown path 404 while the app still shows its Page Not Found', async () => {
    const page = await newPage(journey.browser);
    const answer = await page.goto(`${journey.server.baseUrl}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
    // Its way home works by keyboard alone (ADR 0044).
    await tabTo(page, page.getByRole('link', { name: 'Go to Home' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${journey.server.baseUrl}/`);
    await page.context().close();
  });
});
