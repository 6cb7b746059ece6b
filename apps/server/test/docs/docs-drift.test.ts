import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@fanout/shared/testing';
import { describe, expect, test } from 'vitest';
import { appRouter } from '../../src/trpc/router';
import {
  adrIndexProblems,
  adrStatus,
  benchmarkFigures,
  contractProblems,
  missingTablePaths,
  unnamedCoreDomains,
} from './doc-checks';

// The developer documents against the repository as it is (issue 15 item 5): a renamed file, a
// new ADR, a changed status or a new procedure fails here until the document says so.

const root = repositoryRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  test('every path its tables name exists', () => {
    expect(missingTablePaths(architecture, (path) => existsSync(join(root, path)))).toEqual([]);
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
  const exists = (path: string) => existsSync(join(root, path));

  test('a renamed file in the architecture table, a figure, a core domain without a row', () => {
    const architecture = read('docs/architecture.md');
    const renamed = architecture.replace(
      '`packages/core/src/credits/apply-credit-changes.ts`',
      '`packages/core/src/credits/apply-credit-changez.ts`',
    );
    expect(missingTablePaths(renamed, exists)).toEqual([
      '`packages/core/src/credits/apply-credit-changez.ts` does not exist (looked for packages/core/src/credits/apply-credit-changez.ts)',
    ]);
    expect(benchmarkFigures(`${architecture}\nBurst p99 1,003 ms.`)).toHaveLength(1);
    expect(unnamedCoreDomains(architecture, ['posts', 'invoicing'])).toEqual([
      'no table row names packages/core/src/invoicing/',
    ]);
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
    const first = files.find((file) => file.name.startsWith('0001-'));
    const status = adrStatus(first?.text ?? '');
    const superseded = files.map((file) =>
      file === first
        ? { ...file, text: file.text.replace(`Status: ${status}`, 'Status: superseded by 0045') }
        : file,
    );
    expect(adrIndexProblems(index, superseded)).toEqual([
      `0001-pnpm-workspace-and-tsx.md: the index says "${status}", the file says "superseded by 0045"`,
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
