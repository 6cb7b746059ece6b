import { describe, expect, test } from 'vitest';
import {
  adrIndexProblems,
  benchmarkFigures,
  contractProblems,
  unnamedCoreDomains,
  type AdrFile,
} from './doc-checks';

// Each check against a small document that holds and a broken copy of it.

describe('unnamedCoreDomains', () => {
  const table = '| a | `packages/core/src/media/upload-content.ts`, `packages/core/src/auth/` |';

  test('every domain named', () => {
    expect(unnamedCoreDomains(table, ['media', 'auth'])).toEqual([]);
  });

  test('a domain folder no row names', () => {
    expect(unnamedCoreDomains(table, ['media', 'auth', 'credits'])).toEqual([
      'no table row names packages/core/src/credits/',
    ]);
  });
});

describe('adrIndexProblems', () => {
  const three: AdrFile = {
    name: '0003-three.md',
    text: '# 0003\n\nStatus: accepted\n\nItem 9. Amends ADR 0001 (the first part).\n\n## Context\nAmends ADR 0002 in prose is not a header note.\n',
  };
  const files: AdrFile[] = [
    { name: '0001-one.md', text: '# 0001\n\nStatus: accepted; amended by 0003\n\n## Context\n' },
    { name: '0002-two.md', text: '# 0002\n\nStatus: accepted\n\n## Context\n' },
    three,
  ];
  const index = [
    '| # | Decision | Status |',
    '|---|---|---|',
    '| [0001](0001-one.md) | One | accepted; amended by 0003 |',
    '| [0002](0002-two.md) | Two | accepted |',
    '| [0003](0003-three.md) | Three | accepted |',
  ].join('\n');

  test('an index that matches its files', () => {
    expect(adrIndexProblems(index, files)).toEqual([]);
  });

  test('a file missing from the index, and a row naming a missing file', () => {
    const broken = index.replace('| [0002](0002-two.md) | Two | accepted |\n', '');
    expect(adrIndexProblems(broken, files)).toEqual(['0002-two.md is missing from the index']);
    const extra = `${index}\n| [0004](0004-four.md) | Four | accepted |`;
    expect(adrIndexProblems(extra, files)).toEqual([
      'the index lists 0004-four.md, which does not exist',
    ]);
  });

  test('an index status that differs from the file', () => {
    const stale = index.replace('accepted; amended by 0003', 'accepted');
    expect(adrIndexProblems(stale, files)).toEqual([
      '0001-one.md: the index says "accepted", the file says "accepted; amended by 0003"',
    ]);
  });

  test('a file without a status, a status naming a missing ADR, an amendment not recorded', () => {
    const broken: AdrFile[] = [
      { name: '0001-one.md', text: '# 0001\n\n## Context\n' },
      { name: '0002-two.md', text: '# 0002\n\nStatus: superseded by 0009\n\n## Context\n' },
      three,
    ];
    const brokenIndex = index.replace('| Two | accepted |', '| Two | superseded by 0009 |');
    expect(adrIndexProblems(brokenIndex, broken)).toEqual([
      '0001-one.md has no "Status:" line',
      "0002-two.md's status names ADR 0009, which does not exist",
      '0003-three.md amends ADR 0001, whose status does not name 0003',
    ]);
  });
});

describe('contractProblems', () => {
  const contract = [
    '| call | kind |',
    '|---|---|',
    '| `post.create` (REST `POST /api/posts`) | mutation |',
    '| `post.list` | query |',
    '| `GET /api/logout` | navigation |',
  ].join('\n');

  test('every procedure listed, nothing else', () => {
    expect(contractProblems(contract, ['post.create', 'post.list'])).toEqual([]);
  });

  test('a procedure missing from the document, and a listed name the router lacks', () => {
    expect(contractProblems(contract, ['post.create', 'post.stats'])).toEqual([
      'procedure post.stats is not listed',
      'post.list is listed but the router has no such procedure',
    ]);
  });
});

describe('benchmarkFigures', () => {
  test('mechanisms and budgets are not figures', () => {
    const text = 'Budget: p99 under 50 ms (`pnpm bench:posts`, figures in `bench/README.md`).';
    expect(benchmarkFigures(text)).toEqual([]);
  });

  test('a measured p99, max or throughput is', () => {
    const text = 'Intro.\n| scheduled | p99 13 ms |\nburst p99 0.79–1.23 s\n2,368 req/s';
    expect(benchmarkFigures(text)).toEqual([
      'line 2 states a benchmark figure: | scheduled | p99 13 ms |',
      'line 3 states a benchmark figure: burst p99 0.79–1.23 s',
      'line 4 states a benchmark figure: 2,368 req/s',
    ]);
  });
});
