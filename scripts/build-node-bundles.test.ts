import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUNDLE_STAMP_FILE,
  buildBundle,
  bundleStartCommand,
  NODE_BUNDLES,
  nodeBundlesAreCurrent,
  nodeSourcesHash,
} from './build-node-bundles';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function write(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

describe('the server and worker bundles are rebuilt only when an input changed (ADR 0077)', () => {
  it('changes the hash for a source, a manifest or the lockfile, not for a test file or the output', () => {
    root = mkdtempSync(path.join(tmpdir(), 'fanout-bundle-hash-'));
    write('apps/server/src/main.ts', 'start()');
    write('worker/src/main.ts', 'work()');
    write('packages/db/src/migrate.ts', 'migrate()');
    write('pnpm-lock.yaml', 'lockfileVersion: 9');
    const first = nodeSourcesHash(root);
    write('apps/server/dist/main.mjs', 'built()');
    write('packages/db/src/migrate.test.ts', 'test()');
    write('packages/db/node_modules/x/index.js', 'x');
    expect(nodeSourcesHash(root)).toBe(first);
    for (const [file, content] of [
      ['apps/server/src/main.ts', 'start(1)'],
      ['worker/src/main.ts', 'work(1)'],
      ['packages/db/src/migrate.ts', 'migrate(1)'],
      ['packages/jobs/src/new-file.ts', 'job()'],
      ['packages/jobs/package.json', '{"exports": {}}'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1'],
    ] as const) {
      const before = nodeSourcesHash(root);
      write(file, content);
      expect(nodeSourcesHash(root), file).not.toBe(before);
    }
  });

  it('holds the bundles current only when both exist with a stamp naming the same inputs', () => {
    root = mkdtempSync(path.join(tmpdir(), 'fanout-bundle-stamp-'));
    expect(nodeBundlesAreCurrent(root, 'abc')).toBe(false);
    for (const { bundle } of NODE_BUNDLES) write(bundle, 'built()');
    expect(nodeBundlesAreCurrent(root, 'abc')).toBe(false);
    const [server, worker] = NODE_BUNDLES.map(({ bundle }) =>
      path.join(path.dirname(bundle), BUNDLE_STAMP_FILE),
    );
    write(server ?? '', 'abc\n');
    expect(nodeBundlesAreCurrent(root, 'abc'), 'the worker has no stamp').toBe(false);
    write(worker ?? '', 'abc\n');
    expect(nodeBundlesAreCurrent(root, 'abc')).toBe(true);
    expect(nodeBundlesAreCurrent(root, 'abd')).toBe(false);
    rmSync(path.join(root, NODE_BUNDLES[1].bundle));
    expect(nodeBundlesAreCurrent(root, 'abc'), 'the worker bundle is gone').toBe(false);
  });

  it('keeps import.meta.url naming each source, and stack traces naming the .ts line', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'fanout-bundle-build-'));
    write(
      'src/main.ts',
      "import { fail } from './nested/fail';\nconsole.log(import.meta.url);\nfail();\n",
    );
    write(
      'src/nested/fail.ts',
      '// a comment line\nexport function fail(): never {\n  throw new Error(`failed in ${import.meta.url}`);\n}\n',
    );
    await buildBundle(root, 'src/main.ts', 'dist/main.mjs');
    expect(readFileSync(path.join(root, 'dist/main.mjs.map'), 'utf8')).toContain('nested/fail.ts');
    const run = spawnSync(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout.trim()).toBe(pathToFileURL(path.join(root, 'src/main.ts')).href);
    const failUrl = pathToFileURL(path.join(root, 'src/nested/fail.ts')).href;
    expect(run.stderr).toContain(`failed in ${failUrl}`);
    expect(run.stderr).toContain(`${path.join(root, 'src/nested/fail.ts')}:3:`);
  });

  it('is what the Docker image builds and runs, with the flags of the server start script', () => {
    const dockerfile = readFileSync(path.join(REPO, 'docker/Dockerfile'), 'utf8');
    expect(dockerfile).toContain('RUN pnpm exec tsx scripts/build-node-bundles.ts');
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const { flags, bundle } = bundleStartCommand(REPO, 'apps/server');
    expect(JSON.parse(command ?? '[]')).toEqual([
      'node',
      ...flags,
      path.relative('apps/server', bundle),
    ]);
    expect(dockerfile).toContain('WORKDIR /app/apps/server');
  });
});
