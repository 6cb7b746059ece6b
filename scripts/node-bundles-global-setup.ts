import { ensureNodeBundles } from './build-node-bundles';

/**
 * Builds the server and worker bundles once per test run, when their sources changed (ADR 0077),
 * before test files start processes from them in parallel.
 */
export default function setup(): void {
  ensureNodeBundles();
}
