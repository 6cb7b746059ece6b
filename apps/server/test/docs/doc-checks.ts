import { cellPaths, codeSpans, type NamedPath } from './code-references';

/**
 * Checks that keep the developer documents true to the repository (ADR 0045). Each takes the
 * document's text and what the repository holds, and returns the problems it found as sentences
 * (empty: nothing drifted), so the drift test can name every problem at once and the checks can be
 * tried on small fixtures.
 */

/** The cells of every table row (`| a | b |`) in a Markdown text, in order. */
export function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** The repository paths the document's tables name, resolved as `cellPaths` resolves them. */
function tablePaths(markdown: string): NamedPath[] {
  return tableRows(markdown).flatMap((row) => row.flatMap(cellPaths));
}

/** Core domain folders (`packages/core/src/<domain>/`) that no table row names. */
export function unnamedCoreDomains(markdown: string, domains: readonly string[]): string[] {
  const paths = tablePaths(markdown).flatMap(({ candidates }) => candidates);
  return domains
    .filter((domain) => !paths.some((path) => path.startsWith(`packages/core/src/${domain}/`)))
    .map((domain) => `no table row names packages/core/src/${domain}/`);
}

export interface AdrFile {
  /** `0020-publishing-engine.md` */
  name: string;
  text: string;
}

/** The whole `Status:` line of an ADR, or undefined when it has none. */
export function adrStatus(text: string): string | undefined {
  return /^Status: (.+)$/m.exec(text)?.[1]?.trim();
}

/** The ADRs this one amends: the `Amends ADR NNNN …` sentences above its first section. */
function amendedBy(text: string): string[] {
  const header = text.split(/^## /m)[0] ?? '';
  return [...header.matchAll(/(?:^|\. )Amends (ADR \d{4}[^.]*)\./gm)].flatMap((sentence) =>
    [...(sentence[1] ?? '').matchAll(/ADR (\d{4})/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * The index (`docs/decisions/README.md`) against the ADR files: every file has a row and every row
 * a file; each row's status is the file's `Status:` line word for word; the ADRs a status names
 * exist; an ADR that says "Amends ADR NNNN" is named in NNNN's status.
 */
export function adrIndexProblems(index: string, files: readonly AdrFile[]): string[] {
  const rows = tableRows(index).flatMap((cells) => {
    const link = /^\[(\d{4})\]\(([^)]+)\)$/.exec(cells[0] ?? '');
    return link ? [{ number: link[1] ?? '', name: link[2] ?? '', status: cells[2] ?? '' }] : [];
  });
  const listed = new Set(rows.map((row) => row.name));
  return [
    ...rows.flatMap((row) => indexRowProblems(row, files)),
    ...files.flatMap((file) => [
      ...(listed.has(file.name) ? [] : [`${file.name} is missing from the index`]),
      ...statusProblems(file, files),
    ]),
  ];
}

function indexRowProblems(
  row: { number: string; name: string; status: string },
  files: readonly AdrFile[],
): string[] {
  const file = files.find((candidate) => candidate.name === row.name);
  if (!file) return [`the index lists ${row.name}, which does not exist`];
  const problems: string[] = [];
  if (!row.name.startsWith(`${row.number}-`))
    problems.push(`the index row [${row.number}] links ${row.name}`);
  const own = adrStatus(file.text);
  if (own === undefined) problems.push(`${row.name} has no "Status:" line`);
  else if (own !== row.status)
    problems.push(`${row.name}: the index says "${row.status}", the file says "${own}"`);
  return problems;
}

/** The ADRs a file's status names exist; the ADRs it amends name it in their status. */
function statusProblems(file: AdrFile, files: readonly AdrFile[]): string[] {
  const number = file.name.slice(0, 4);
  const byNumber = (wanted: string) => files.find((other) => other.name.startsWith(`${wanted}-`));
  const problems: string[] = [];
  for (const [named = ''] of (adrStatus(file.text) ?? '').matchAll(/\d{4}/g)) {
    if (!byNumber(named))
      problems.push(`${file.name}'s status names ADR ${named}, which does not exist`);
  }
  for (const target of amendedBy(file.text)) {
    const amended = byNumber(target);
    if (amended && !new RegExp(`\\b${number}\\b`).test(adrStatus(amended.text) ?? '')) {
      problems.push(`${file.name} amends ADR ${target}, whose status does not name ${number}`);
    }
  }
  return problems;
}

/**
 * The procedures of the router against a contract document whose tables name them in their first
 * cell (`post.create` …): procedures the document does not list, and listed names the router lacks.
 */
export function contractProblems(contract: string, procedures: readonly string[]): string[] {
  const listed = new Set(
    tableRows(contract)
      .flatMap((cells) => codeSpans(cells[0] ?? ''))
      .filter((span) => /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(span)),
  );
  const known = new Set(procedures);
  return [
    ...procedures
      .filter((name) => !listed.has(name))
      .map((name) => `procedure ${name} is not listed`),
    ...[...listed]
      .filter((name) => !known.has(name))
      .map((name) => `${name} is listed but the router has no such procedure`),
  ];
}

/**
 * Benchmark figures (a p50/p99/max in ms or s, a req/s) in a document other than
 * `bench/README.md`, which is the one place that states them: each line that gives one.
 */
export function benchmarkFigures(markdown: string): string[] {
  const figure = /\b(p\d{2}|max)\b[^A-Za-z|\n]{0,6}\d[\d,.]*\s*(ms|s)\b|[\d,.]+\s*req\/s/;
  return markdown
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => figure.test(line))
    .map(({ line, number }) => `line ${number} states a benchmark figure: ${line.trim()}`);
}
