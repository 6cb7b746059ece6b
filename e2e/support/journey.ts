import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { auditCount, resetAuditCount } from './axe';
import { connectBrowser } from './browser';
import { startProductServer, type ProductServer } from './product-server';

export interface Journey {
  server: ProductServer;
  browser: Browser;
}

/**
 * One real server process per test file and a connection to the run's one Chromium (ADR 0068),
 * closed afterwards; the server must then exit 0 (graceful shutdown on SIGTERM). Read the fields
 * inside tests, after beforeAll ran. A journey whose pages axe never audited fails (ADR 0044):
 * make its pages with `newPage`.
 * `env` adds to the server's environment (a faster sweep, say).
 */
export function useJourney(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    resetAuditCount();
    journey.server = await startProductServer(env);
    journey.browser = await connectBrowser(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    const audits = auditCount();
    await journey.browser?.close();
    const code = await journey.server?.stop();
    expect(code).toBe(0);
    expect(audits, 'axe audited no page of this journey: make pages with newPage').toBeGreaterThan(
      0,
    );
  });
  return journey;
}
