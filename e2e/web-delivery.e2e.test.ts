import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startProductServer, type ProductServer } from './support/product-server';
import type { Browser } from 'playwright-core';

let server: ProductServer;
let browser: Browser;
beforeAll(async () => {
  server = await startProductServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('the built web app as the product serves it (ADR 0029)', () => {
  it('sends the real bundle brotli-compressed to a browser, cached for a year', async () => {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; headers: Record<string, string> }> = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) {
        scripts.push({ url: response.url(), headers: response.headers() });
      }
    });
    const answer = await page.goto(`${server.baseUrl}/sign-in`);
    expect(answer?.status()).toBe(200);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(scripts[0]?.headers['content-encoding']).toBe('br');
    expect(scripts[0]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await page.close();
  });

  it('answers an unknown path 404 while the app still shows its Page Not Found', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.baseUrl}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
    await page.close();
  });
});
