import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (a Playwright browser server): each journey connects to it. */
    chromiumEndpoint: string;
    /** Markers of the page states axe found clean in this run, shared by the parallel files. */
    axeAuditedDir: string;
  }
}

/**
 * One Chromium for the whole e2e run (ADR 0068): files connect to it and open a context per
 * test, instead of each file launching its own. The audited-pages directory lets axe check each
 * distinct page state once per run and colour scheme (ADR 0044, amended by 0068).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  const audited = mkdtempSync(path.join(tmpdir(), 'fanout-axe-audited-'));
  project.provide('chromiumEndpoint', server.wsEndpoint());
  project.provide('axeAuditedDir', audited);
  return async () => {
    await server.close();
    rmSync(audited, { recursive: true, force: true });
  };
}
