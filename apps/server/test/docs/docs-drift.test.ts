import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@fanout/shared/testing';
import { describe, expect, test, vi } from 'vitest';
import { appRouter } from '../../src/trpc/router';
import {
  adrIndexProblems,
  adrStatus,
  benchmarkFigures,
  contractProblems,
  unnamedCoreDomains,
} from './doc-checks';
import { missingNames } from './code-names';
import { issueCitations, missingPaths, repositoryFiles } from './code-references';

// The developer documents against the repository as it is (ADR 0045, 0071): a renamed file or
// export, a new ADR, a changed status or a new procedure fails here until the document says so.

// Each check reads the whole repository: 6 s on a loaded two-core machine against Vitest's 5 s
// default. The bound only stops a hang; nothing here is a timing figure.
vi.setConfig({ testTimeout: 60_000 });

const root = repositoryRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const files = repositoryFiles(root);
const repository = { files, read };

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  test('every path its tables and prose name exists', () => {
    expect(missingPaths(architecture, files)).toEqual([]);
  });

  test('every name of code it gives is declared where it says', () => {
    expect(missingNames(architecture, repository)).toEqual([]);
  });

  test('every core domain has a row', () => {
    const domains = readdirSync(join(root, 'packages/core/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(unnamedCoreDomains(architecture, domains)).toEqual([]);
  });

  test('states no benchmark figure: bench/README.md is the one place that does', () => {
    expect(benchmarkFigures(architecture)).toEqual([]);
  });
});

test.each(['docs/operators-guide.md', 'docs/platform-contract.md', 'docs/web-contract.md'])(
  'every path %s names exists',
  (document) => {
    expect(missingPaths(read(document), files)).toEqual([]);
  },
);

// The tracker is not part of the repository: comments and documents say the ADR or the behaviour.
// Applied migrations keep their text (packages/db/migrations/, ADR 0071); ADRs and
// bench/README.md record their history as it was.
test('no source file or developer document cites an issue number', () => {
  const cited = files
    .filter(
      (file) =>
        (/\.(ts|tsx|js|mjs|cjs|sql)$/.test(file) && !file.startsWith('packages/db/migrations/')) ||
        /^docs\/(?!decisions\/).+\.md$/.test(file) ||
        file === 'README.md',
    )
    .flatMap((file) => issueCitations(read(file)).map((line) => `${file} ${line}`));
  expect(cited).toEqual([]);
});

test('docs/decisions/README.md lists every ADR with the status the file gives', () => {
  const files = readdirSync(join(root, 'docs/decisions'))
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .map((name) => ({ name, text: read(`docs/decisions/${name}`) }));
  expect(adrIndexProblems(read('docs/decisions/README.md'), files)).toEqual([]);
});

test('docs/web-contract.md lists every tRPC procedure, and only those', () => {
  const procedures = Object.keys(appRouter._def.procedures);
  expect(procedures.length).toBeGreaterThan(30);
  expect(contractProblems(read('docs/web-contract.md'), procedures)).toEqual([]);
});

// The same checks on broken copies of the real documents: each breakage is named.
describe('broken copies of the documents fail', () => {
  test('a renamed file in a table and in prose, a figure, a core domain without a row', () => {
    const architecture = read('docs/architecture.md');
    const renamed = architecture
      .replace(
        '`packages/core/src/credits/apply-credit-changes.ts`',
        '`packages/core/src/credits/apply-credit-changez.ts`',
      )
      .replace('`apps/server/test/chaos-invariants.ts`', '`apps/server/test/chaos-invariant.ts`');
    expect(missingPaths(renamed, files)).toEqual([
      '`packages/core/src/credits/apply-credit-changez.ts` does not exist (looked for packages/core/src/credits/apply-credit-changez.ts)',
      '`apps/server/test/chaos-invariant.ts` does not exist (looked for apps/server/test/chaos-invariant.ts)',
    ]);
    expect(benchmarkFigures(`${architecture}\nBurst p99 1,003 ms.`)).toHaveLength(1);
    expect(unnamedCoreDomains(architecture, ['posts', 'invoicing'])).toEqual([
      'no table row names packages/core/src/invoicing/',
    ]);
  });

  test('a renamed export, in a table row and in prose', () => {
    const architecture = read('docs/architecture.md')
      .replace('(`readBalanceAndHeld`)', '(`readBalanceAndHold`)')
      .replace('`createCoreDeps` (`packages', '`createCoreDependencies` (`packages');
    expect(missingNames(architecture, repository)).toEqual([
      '`createCoreDependencies` is exported by no file',
      '`readBalanceAndHold` is declared by none of the files beside it (packages/core/src/credits/balance-and-held.ts, packages/core/src/posts/credit-hold.ts)',
    ]);
  });

  test('an issue number cited again in a comment', () => {
    const source = read('apps/server/test/docs/code-references.ts');
    const cited = source.replace('\n', `\n// A second writer was found (issue ${25}).\n`);
    expect(issueCitations(cited)).toEqual([`line 2: // A second writer was found (issue ${25}).`]);
  });

  test('an ADR left out of the index, a status changed in a file', () => {
    const index = read('docs/decisions/README.md');
    const files = readdirSync(join(root, 'docs/decisions'))
      .filter((name) => /^\d{4}-.+\.md$/.test(name))
      .map((name) => ({ name, text: read(`docs/decisions/${name}`) }));
    const withoutRow = index
      .split('\n')
      .filter((line) => !line.startsWith('| [0001]'))
      .join('\n');
    expect(adrIndexProblems(withoutRow, files)).toEqual([
      '0001-pnpm-workspace-and-tsx.md is missing from the index',
    ]);
    // An ADR no other one amends (an amended one's status must name its amendments as well).
    const changed = files.find((file) => file.name.startsWith('0003-'));
    const status = adrStatus(changed?.text ?? '');
    const superseded = files.map((file) =>
      file === changed
        ? { ...file, text: file.text.replace(`Status: ${status}`, 'Status: superseded by 0045') }
        : file,
    );
    expect(adrIndexProblems(index, superseded)).toEqual([
      `0003-sessions-and-passwords.md: the index says "${status}", the file says "superseded by 0045"`,
    ]);
  });

  test('a procedure left out of the web contract', () => {
    const contract = read('docs/web-contract.md')
      .split('\n')
      .filter((line) => !line.startsWith('| `post.counts`'))
      .join('\n');
    expect(contractProblems(contract, Object.keys(appRouter._def.procedures))).toEqual([
      'procedure post.counts is not listed',
    ]);
  });
});
