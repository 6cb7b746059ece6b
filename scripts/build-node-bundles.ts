/**
 * Builds the server and the worker into one ESM file each, with a source map (ADR 0077): loading
 * a bundle costs a third of the CPU of compiling the module graph through tsx at every start.
 * Workspace packages (`@fanout/*`, which export TypeScript sources) are bundled; npm packages stay
 * external, each import rewritten to the absolute path of the file Node would load, because pnpm's
 * strict layout hides packages/*'s dependencies from apps/server/dist and worker/dist.
 *
 * Built only when an input changed (as the web app, ADR 0063): a stamp beside each output holds a
 * hash of the inputs. Outputs are written beside their final name and renamed into place, so a
 * process starting during a build, or a second builder, never reads a half-written file.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { sourcesHash, stampHolds } from './sources-hash';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The processes started from a bundle: their entry source and the bundle's path. */
export const NODE_BUNDLES = [
  { entry: 'apps/server/src/main.ts', bundle: 'apps/server/dist/main.mjs' },
  { entry: 'worker/src/main.ts', bundle: 'worker/dist/main.mjs' },
] as const;

/** What the bundles read: every workspace package's sources and manifest, the lockfile, this script. */
export const NODE_BUNDLE_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'worker/src',
  'worker/package.json',
  'worker/tsconfig.json',
  'packages/*/src',
  'packages/*/package.json',
  'packages/*/tsconfig.json',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
  'scripts/build-node-bundles.ts',
];

export const BUNDLE_STAMP_FILE = '.sources-hash';

/**
 * The inputs' hash, test files left out (no entry imports one), and the repository's absolute
 * path: a bundle names the npm files and its sources by absolute path, so a moved checkout rebuilds.
 */
export function nodeSourcesHash(root: string = ROOT): string {
  const sources = sourcesHash(root, NODE_BUNDLE_INPUTS, (name) => name.endsWith('.test.ts'));
  return createHash('sha256').update(path.resolve(root)).update('\0').update(sources).digest('hex');
}

/** True when every bundle exists and the stamp beside it names the current inputs. */
export function nodeBundlesAreCurrent(root: string, hash: string): boolean {
  return NODE_BUNDLES.every(
    ({ bundle }) =>
      existsSync(path.join(root, bundle)) &&
      stampHolds(path.join(root, path.dirname(bundle), BUNDLE_STAMP_FILE), hash),
  );
}

const RESOLVING = Symbol('resolving an npm import');

/**
 * npm imports stay external, rewritten to the absolute path of the file Node's ESM resolution
 * would load from the importing source (conditions `node` and `import` or `require`, the `main`
 * field, no `module`), so the bundle loads exactly what the sources loaded under tsx.
 */
function npmPackagesByPath(): Plugin {
  return {
    name: 'npm-packages-by-path',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.path.startsWith('@fanout/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, external: true };
      });
    },
  };
}

/**
 * `import.meta.url` (and `.dirname`, `.filename`) in a bundled source keep naming that source, not
 * the bundle: packages/db finds its migrations with it, packages/runtime the repository root.
 */
function sourceFileMeta(): Plugin {
  return {
    name: 'source-file-meta',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Builds `entry` into `bundle` (both relative to `root`) with its source map, renamed into place.
 * The map's source paths are relative to the bundle, so stack traces name the .ts files.
 */
export async function buildBundle(root: string, entry: string, bundle: string): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, bundle),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Node's own resolution: no `module` condition or main field (those name browser-style builds).
    conditions: [],
    mainFields: ['main'],
    sourcemap: true,
    // Stack traces need the mapping only; the .ts files stay where they are.
    sourcesContent: false,
    // Bundling renames clashing top-level names; class and function names stay as written.
    keepNames: true,
    logLevel: 'warning',
    write: false,
    plugins: [npmPackagesByPath(), sourceFileMeta()],
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (code?.text.includes('import.meta')) {
    throw new Error(
      `${entry}: a bundled source uses an import.meta property the build does not map`,
    );
  }
  // The map first: a process starting in between reads a new map with the old code at worst.
  for (const file of [...result.outputFiles].sort((a, b) => b.path.length - a.path.length)) {
    writeAtomically(file.path, file.contents);
  }
}

/** Writes beside the final name, then renames: a reader sees the old file or the new one. */
function writeAtomically(file: string, contents: Uint8Array | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** Builds every bundle, then stamps each with `hash` (computed before the build began). */
export async function buildNodeBundles(root: string, hash: string): Promise<void> {
  await Promise.all(NODE_BUNDLES.map(({ entry, bundle }) => buildBundle(root, entry, bundle)));
  for (const { bundle } of NODE_BUNDLES) {
    writeAtomically(path.join(root, path.dirname(bundle), BUNDLE_STAMP_FILE), `${hash}\n`);
  }
}

/**
 * The node flags and bundle of a package's start script, `exec node <flags> dist/main.mjs`
 * (`exec`: the shell pnpm runs the script in becomes node, so Ctrl-C reaches no shell, ADR 0029).
 * Tests and benchmarks read it to start a process exactly as `pnpm start` or `pnpm worker` does.
 */
export function bundleStartCommand(
  root: string,
  packageDir: 'apps/server' | 'worker',
): { flags: string[]; bundle: string } {
  const manifest = JSON.parse(
    readFileSync(path.join(root, packageDir, 'package.json'), 'utf8'),
  ) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  const bundle = NODE_BUNDLES.find((candidate) => candidate.bundle.startsWith(`${packageDir}/`));
  if (
    words[0] !== 'exec' ||
    words[1] !== 'node' ||
    !bundle ||
    `${packageDir}/${words.at(-1) ?? ''}` !== bundle.bundle
  ) {
    throw new Error(
      `${packageDir}/package.json start script is not "exec node <flags> dist/main.mjs": ${manifest.scripts.start}`,
    );
  }
  return { flags: words.slice(2, -1), bundle: bundle.bundle };
}

let ensured = false;

/**
 * Makes sure the bundles are current, building them (in a child process: callers such as
 * `spawnWorker` are synchronous) when an input changed. Checked once per process: tests and
 * benchmarks start the same bundles `pnpm start` and `pnpm worker` run.
 */
export function ensureNodeBundles(): void {
  if (ensured) return;
  if (!nodeBundlesAreCurrent(ROOT, nodeSourcesHash(ROOT))) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url)],
      {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    if (result.status !== 0) {
      throw new Error(
        `building the server and worker bundles failed:\n${result.stdout}${result.stderr}`,
      );
    }
  }
  ensured = true;
}

async function main(): Promise<void> {
  const hash = nodeSourcesHash();
  if (nodeBundlesAreCurrent(ROOT, hash)) {
    console.log(
      'Server and worker bundles are up to date (sources unchanged since the last build).',
    );
    return;
  }
  const started = performance.now();
  try {
    await buildNodeBundles(ROOT, hash);
  } catch (error) {
    console.error(
      `Building the server and the worker failed (${error instanceof Error ? error.message : String(error)}). Fix the error, or run \`pnpm install\` if dependencies are missing, then try again.`,
    );
    process.exit(1);
  }
  console.log(
    `Built ${NODE_BUNDLES.map(({ bundle }) => bundle).join(' and ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  void main();
