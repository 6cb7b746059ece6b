import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { startProductServer, type ProductServer } from './product-server';

export interface Journey {
  server: ProductServer;
  browser: Browser;
}

/**
 * One real server process and one Chromium per test file, stopped afterwards; the server must
 * then exit 0 (graceful shutdown on SIGTERM). Read the fields inside tests, after beforeAll ran.
 */
export function useJourney(): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startProductServer();
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    const code = await journey.server?.stop();
    expect(code).toBe(0);
  });
  return journey;
}
