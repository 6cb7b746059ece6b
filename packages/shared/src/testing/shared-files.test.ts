import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  MissingSharedFileError,
  readSharedFile,
  repositoryRoot,
  sharedFilePath,
} from './shared-files';

// A repository and its shared folder side by side, made for the test.
const parent = mkdtempSync(join(tmpdir(), 'fanout-shared-'));
const root = join(parent, 'repository');
mkdirSync(root);
mkdirSync(join(parent, 'shared', 'reference'), { recursive: true });
writeFileSync(join(parent, 'shared', 'reference', 'doc.md'), 'the text');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

test('reads a file of the shared folder beside the repository', () => {
  expect(readSharedFile('reference/doc.md', root)).toBe('the text');
  expect(sharedFilePath('reference/doc.md', root)).toBe(
    join(parent, 'shared', 'reference', 'doc.md'),
  );
});

test('a missing file fails with its path, not ENOENT', () => {
  const missing = join(parent, 'shared', 'reference', 'specs', 'x-api-v2.openapi.json');
  const read = () => readSharedFile('reference/specs/x-api-v2.openapi.json', root);
  expect(read).toThrow(MissingSharedFileError);
  expect(read).toThrow(`This test needs ${missing}, which does not exist.`);
  expect(read).not.toThrow(/ENOENT/);
});

test('the repository root holds pnpm-workspace.yaml', () => {
  expect(repositoryRoot()).toMatch(/[^/]$/);
  expect(() => readSharedFile('no/such/file.md')).toThrow(
    /no\/such\/file\.md, which does not exist/,
  );
});
