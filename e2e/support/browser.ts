import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
function launchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      'Chromium is missing: install it with `apt-get install -y chromium` (.ci/run does).',
    );
  }
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  };
}

/** A Chromium of this process only (the benchmarks). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A Chromium that other processes connect to (the e2e run's global setup). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * A connection to the run's shared Chromium at `endpoint`, or a Chromium of its own when there
 * is none. Closing the connection closes its contexts and leaves the shared browser running.
 */
export async function connectBrowser(endpoint: string | undefined): Promise<Browser> {
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}
