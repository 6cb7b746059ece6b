import { describe, expect, test } from 'vitest';
import { declares, exportedNames, missingNames, nameOf } from './code-names';
import { documentBlocks, issueCitations, missingPaths, pathMatcher } from './code-references';

// Each check against a small repository and document that hold, and a broken copy of them.

const sources: Record<string, string> = {
  'packages/core/src/media/upload-content.ts':
    'import { type CoreDeps } from "../deps";\nexport async function uploadContent() {}\nfunction keepSmall() {}\n',
  'packages/core/src/media/receive-upload.ts':
    'export const MAX_PARTS = 4;\nexport interface Upload { bytes: number; fileName?: string }\n',
  'packages/core/src/media/storage/s3-storage.ts': 'export class S3Storage {}\n',
  'packages/core/src/media/index.ts':
    "export * from './receive-upload';\nexport { S3Storage as Bucket } from './storage/s3-storage';\n",
  'packages/db/src/schema/users.ts': 'export const users = {};\n',
  'packages/db/src/schema/auth.ts': 'export const sessions = {};\n',
  'packages/platforms/src/x/x-publisher.ts': 'export function publishX() {}\n',
  'packages/runtime/src/config.ts': 'const schema = { REDIS_URL: 1 };\n',
  '.env.example': 'DATABASE_URL=\n',
};
const repository = {
  files: Object.keys(sources),
  read: (path: string) => sources[path] ?? '',
};

describe('missingPaths', () => {
  const document = [
    'Uploads start in `packages/core/src/media/upload-content.ts`, then `receive-upload.ts`.',
    '',
    '| behaviour | file(s) |',
    '|---|---|',
    '| uploads | `packages/core/src/media/upload-content.ts` → `receive-upload.ts`, `storage/s3-storage.ts`; `POST /api/upload`, `@fanout/core/testing`, `DATA_DIR/sandbox` |',
    '| schema | `packages/db/src/schema/{users,auth}.ts`, `packages/db/src/schema/` |',
    '| adapters | `packages/platforms/src/<platform>/<platform>-publisher.ts`, `packages/core/src/media/*-content.ts` (`.env.example`) |',
    '',
    '```',
    'packages/nowhere/  fenced code is not read',
    '```',
  ].join('\n');

  test('names nothing when every path, folder and pattern matches', () => {
    expect(missingPaths(document, repository.files)).toEqual([]);
  });

  test('names a path in prose, a name beside a full path, a braced name and a pattern', () => {
    const broken = document
      .replace('then `receive-upload.ts`', 'then `receive-uploads.ts`')
      .replace('{users,auth}', '{users,accounts}')
      .replace('`packages/core/src/media/*-content.ts`', '`packages/core/src/media/*-contents.ts`');
    expect(missingPaths(broken, repository.files)).toEqual([
      '`receive-uploads.ts` does not exist (looked for packages/core/src/media/receive-uploads.ts, receive-uploads.ts)',
      '`packages/db/src/schema/accounts.ts` does not exist (looked for packages/db/src/schema/accounts.ts)',
      '`packages/core/src/media/*-contents.ts` does not exist (looked for packages/core/src/media/*-contents.ts)',
    ]);
  });

  test('a folder that holds no file, a placeholder that matches none', () => {
    const exists = pathMatcher(repository.files);
    expect(exists('packages/runtime/')).toBe(true);
    expect(exists('packages/jobs/')).toBe(false);
    expect(exists('packages/platforms/src/<platform>/<platform>-reconcile.ts')).toBe(false);
  });
});

describe('documentBlocks', () => {
  test('rows keep their cells; list items and paragraphs are one cell; fences are skipped', () => {
    const text = 'One\nparagraph.\n\n- an item\n- another\n\n| a | b |\n|---|---|\n\n```\nx\n```';
    expect(documentBlocks(text)).toEqual([
      { cells: ['One paragraph.'], row: false },
      { cells: ['- an item'], row: false },
      { cells: ['- another'], row: false },
      { cells: ['a', 'b'], row: true },
    ]);
  });
});

describe('names of code', () => {
  test('what counts as a name', () => {
    expect(nameOf('createCoreDeps')).toMatchObject({ name: 'createCoreDeps' });
    expect(nameOf('CoreDeps')).toMatchObject({ name: 'CoreDeps' });
    expect(nameOf('Post')).toMatchObject({ name: 'Post' });
    expect(nameOf('TARGET_STATES')).toMatchObject({ constant: true });
    expect(nameOf('JobContext.stopping')).toMatchObject({ name: 'JobContext', member: 'stopping' });
    for (const word of ['admin', 'post.list', 'users.credits', 'audit(page)', 'a b', 'x-y'])
      expect(nameOf(word)).toBeUndefined();
  });

  test('exports and declarations are read; imports are not declarations', () => {
    const text = sources['packages/core/src/media/index.ts'] ?? '';
    expect([...exportedNames(text)]).toEqual(['Bucket']);
    const upload = sources['packages/core/src/media/upload-content.ts'] ?? '';
    expect(declares(upload, 'keepSmall')).toBe(true);
    expect(declares(upload, 'CoreDeps')).toBe(false);
    expect(declares(sources['packages/core/src/media/receive-upload.ts'] ?? '', 'fileName')).toBe(
      true,
    );
  });

  const document = [
    'Both call `uploadContent`, and `Upload.bytes` says the size; `REDIS_URL`, `DATABASE_URL`.',
    '',
    '| behaviour | file(s) |',
    '|---|---|',
    '| uploads (`keepSmall`, `MAX_PARTS`, `Upload.fileName`) | `packages/core/src/media/upload-content.ts`, `receive-upload.ts` |',
    '| the barrel (`Bucket`, `Upload`) | `packages/core/src/media/index.ts` |',
    '| storage (`S3Storage`) | no file named here |',
  ].join('\n');

  test('names nothing when every name is declared where the block says', () => {
    expect(missingNames(document, repository)).toEqual([]);
  });

  test('a renamed export in prose, a name not beside its file, a missing member, an unknown constant', () => {
    const broken = document
      .replace('`uploadContent`', '`uploadContents`')
      .replace('(`keepSmall`, ', '(`keepSmall`, `S3Storage`, ')
      .replace('`Upload.bytes`', '`Upload.size`')
      .replace('`REDIS_URL`', '`REDIS_HOST`');
    expect(missingNames(broken, repository)).toEqual([
      '`uploadContents` is exported by no file',
      '`Upload.size`: packages/core/src/media/receive-upload.ts exports Upload but never says size',
      '`REDIS_HOST` is exported by no file',
      '`S3Storage` is declared by none of the files beside it (packages/core/src/media/upload-content.ts, packages/core/src/media/receive-upload.ts)',
    ]);
  });
});

describe('issueCitations', () => {
  test('a comment citing the tracker, in any of its spellings', () => {
    const text = [
      '// ADR 0054: one target retried.',
      `// Checked since issue ${12} item 3.`,
      `/** Issues ${5} and 15. */`,
      `-- see Issue #${7}`,
      '// a tissue 4 is no issue; nor is "issued 3 times".',
    ].join('\n');
    expect(issueCitations(text)).toEqual([
      `line 2: // Checked since issue ${12} item 3.`,
      `line 3: /** Issues ${5} and 15. */`,
      `line 4: -- see Issue #${7}`,
    ]);
  });
});
