/**
 * `pnpm start` builds the web app only when what the build reads changed since the last build
 * (ADR 0063): a stamp beside the output holds a hash of every input file's path and content.
 * Hashing a few hundred source files takes well under a second; a build takes a minute on a
 * loaded machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash, stampHolds } from './sources-hash';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `vite build` of apps/web reads: its sources, its config, the shared package, the lockfile. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'pnpm-lock.yaml',
];

export const STAMP_FILE = '.sources-hash';

/** One hash over every input file's path (relative to `root`) and content, in a stable order. */
export function webSourcesHash(root: string = ROOT): string {
  return sourcesHash(root, WEB_BUILD_INPUTS);
}

/** True when the output exists and its stamp names the current inputs. */
export function webBuildIsCurrent(distDir: string, hash: string): boolean {
  const stamp = path.join(distDir, STAMP_FILE);
  return existsSync(path.join(distDir, 'index.html')) && stampHolds(stamp, hash);
}

function main(): void {
  const distDir = path.join(ROOT, 'apps/web/dist');
  const hash = webSourcesHash();
  if (webBuildIsCurrent(distDir, hash)) {
    console.log('Web app is up to date (sources unchanged since the last build).');
    return;
  }
  const build = spawnSync('pnpm', ['--filter', '@fanout/web', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(
      'Building the web app failed (see the output above). Fix the error, or run `pnpm install` if dependencies are missing, then run `pnpm start` again.',
    );
    process.exit(build.status ?? 1);
  }
  // Written after the build: vite empties the folder first, and a failed build leaves no stamp.
  writeFileSync(path.join(distDir, STAMP_FILE), `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
