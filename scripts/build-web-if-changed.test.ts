import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, webBuildIsCurrent, webSourcesHash } from './build-web-if-changed';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

describe('pnpm start builds the web app only when its inputs changed (ADR 0063)', () => {
  it('changes the hash when a web source, a shared source or the lockfile changes, not for the output', () => {
    root = mkdtempSync(path.join(tmpdir(), 'fanout-web-hash-'));
    write('apps/web/src/main.tsx', 'render()');
    write('packages/shared/src/index.ts', 'export {}');
    write('pnpm-lock.yaml', 'lockfileVersion: 9');
    const first = webSourcesHash(root);
    write('apps/web/dist/index.html', '<html>');
    write('apps/web/node_modules/x/index.js', 'x');
    expect(webSourcesHash(root)).toBe(first);
    for (const [file, content] of [
      ['apps/web/src/main.tsx', 'render(1)'],
      ['packages/shared/src/index.ts', 'export const a = 1'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1'],
      ['apps/web/src/pages/new-page.tsx', 'page'],
    ] as const) {
      const before = webSourcesHash(root);
      write(file, content);
      expect(webSourcesHash(root), file).not.toBe(before);
    }
  });

  it('holds the build current only with its page and a stamp naming the same inputs', () => {
    root = mkdtempSync(path.join(tmpdir(), 'fanout-web-hash-'));
    const dist = path.join(root, 'dist');
    expect(webBuildIsCurrent(dist, 'abc')).toBe(false);
    write('dist/index.html', '<html>');
    expect(webBuildIsCurrent(dist, 'abc')).toBe(false);
    write(`dist/${STAMP_FILE}`, 'abc\n');
    expect(webBuildIsCurrent(dist, 'abc')).toBe(true);
    expect(webBuildIsCurrent(dist, 'abd')).toBe(false);
  });
});
